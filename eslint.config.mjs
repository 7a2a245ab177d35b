import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import tseslint from 'typescript-eslint'

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
    // The browser gets the sections of the dictionary its components import; `nl` is all of it.
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
            {
              name: '@/i18n/nl',
              importNames: ['nl'],
              message:
                'Import the sections this component uses (nlShell, nlFormFields, ...): `nl` brings the whole dictionary to the browser.',
            },
          ],
        },
      ],
    },
  },
)
