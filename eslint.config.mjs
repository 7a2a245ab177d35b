import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import tseslint from 'typescript-eslint'

/**
 * react-hooks 7's recommended rules beyond the two classic ones (rules of hooks, effect
 * dependencies) report what the React Compiler could not compile, by running its analysis on every
 * component: 44% of the lint's rule time (TIMING=1 npx eslint .). The app does not use the compiler.
 */
const CLASSIC_HOOK_RULES = ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']
/** @type {import('eslint').Linter.RulesRecord} */
const compilerRulesOff = Object.fromEntries(
  nextCoreWebVitals
    .flatMap((config) => Object.keys(config.rules ?? {}))
    .filter((rule) => rule.startsWith('react-hooks/') && !CLASSIC_HOOK_RULES.includes(rule))
    .map((rule) => [rule, 'off']),
)

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'backups/**',
      'bench/results/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { rules: compilerRulesOff },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Packages, then the app's own modules (@/…), then the folder's neighbours, each a block.
      'import/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The browser gets the sections of the dictionary its components import: src/i18n/browser.ts.
    // tests/unit/client-dictionary.test.ts checks every module a browser loads; this is the quick hint.
    files: [
      'src/**/*.client.{ts,tsx}',
      'src/components/BackLink.tsx',
      'src/components/forms/Honeypot.tsx',
      'src/components/alerts/FrequencyOptions.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['nl', 'site', 'api', 'payload'].map((file) => ({
              name: `@/i18n/${file}`,
              allowTypeImports: true,
              message:
                'Client components import the sections they show from @/i18n/browser (the admin’s from @/i18n/admin): this file would bring server-only texts to the browser.',
            })),
          ],
        },
      ],
    },
  },
)
