#!/usr/bin/env node
/**
 * Two fixes to Payload's admin (@payloadcms/ui) that its configuration cannot make, applied after
 * every install (package.json "postinstall"):
 * - The live preview's sizes: Payload always adds a full-size size of its own, named 'responsive'
 *   and labelled 'Responsive' in English, after the configured ones. With the fix, a size of that
 *   name in the config (src/cms/preview.ts, labelled in Dutch) takes its place.
 * - The list search's placeholder is one sentence: Payload joins the searchable fields' labels as
 *   they are ('Zoek op Voornaam, Achternaam of E-mailadres'). With the fix each label starts in
 *   lower case ('Zoek op voornaam, achternaam of e-mailadres'); an abbreviation ('URI') stays.
 *
 * Each fix replaces one exact piece of Payload's code, in the bundle the admin loads and in the
 * module of its own. A file that has the fix already is left alone. When the piece is not there
 * (Payload was upgraded), the install warns and the unit test of the fixes fails: see whether
 * Payload still needs the fix, then adapt or remove it. A file is replaced, never written in place, so a hard-linked copy of
 * node_modules elsewhere keeps its own.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ui = path.join(root, 'node_modules', '@payloadcms', 'ui', 'dist')

/** A label within the sentence: lower case first unless it starts with an abbreviation. */
const IN_SENTENCE_BUNDLED =
  'let L=k=>{let A=Tm(k,g);return typeof A=="string"&&/^\\p{Lu}(?!\\p{Lu})/u.test(A)?A.charAt(0).toLocaleLowerCase(g.language)+A.slice(1):A};'

const FIXES = [
  {
    file: 'exports/client/index.js',
    from: 'h=Wee(()=>[...t||[],{name:"responsive",height:"100%",label:"Responsive",width:"100%"}],[t])',
    to: 'h=Wee(()=>t?.some(k=>k.name==="responsive")?t:[...t||[],{name:"responsive",height:"100%",label:"Responsive",width:"100%"}],[t])',
  },
  {
    file: 'exports/client/index.js',
    from: 'w=aQ(()=>v?.length>0?v.reduce((D,R,I)=>{let _="label"in R&&R.label?R.label:"name"in R?R.name:null;return I===0?`${b("general:searchBy",{label:Tm(_,g)})}`:I===v.length-1?`${D} ${b("general:or")} ${Tm(_,g)}`:`${D}, ${Tm(_,g)}`},""):b("general:searchBy",{label:Tm(y,g)}),[b,v,g,y])',
    to: `w=aQ(()=>{${IN_SENTENCE_BUNDLED}return v?.length>0?v.reduce((D,R,I)=>{let _="label"in R&&R.label?R.label:"name"in R?R.name:null;return I===0?\`\${b("general:searchBy",{label:L(_)})}\`:I===v.length-1?\`\${D} \${b("general:or")} \${L(_)}\`:\`\${D}, \${L(_)}\`},""):b("general:searchBy",{label:L(y)})},[b,v,g,y])`,
  },
  {
    file: 'providers/LivePreview/index.js',
    from: 'const breakpoints = useMemo(() => [...(incomingBreakpoints || []), {',
    to: "const breakpoints = useMemo(() => incomingBreakpoints?.some(bp => bp.name === 'responsive') ? incomingBreakpoints : [...(incomingBreakpoints || []), {",
  },
  {
    file: 'elements/ListControls/index.js',
    from: `  const searchLabelTranslated = useMemo(() => {
    if (listSearchableFields?.length > 0) {
      return listSearchableFields.reduce((placeholderText, field, i) => {
        const label = 'label' in field && field.label ? field.label : 'name' in field ? field.name : null;
        if (i === 0) {
          return \`\${t('general:searchBy', {
            label: getTranslation(label, i18n)
          })}\`;
        }
        if (i === listSearchableFields.length - 1) {
          return \`\${placeholderText} \${t('general:or')} \${getTranslation(label, i18n)}\`;
        }
        return \`\${placeholderText}, \${getTranslation(label, i18n)}\`;
      }, '');
    }
    return t('general:searchBy', {
      label: getTranslation(searchLabel, i18n)
    });`,
    to: `  const searchLabelTranslated = useMemo(() => {
    const inSentence = label => {
      const text = getTranslation(label, i18n);
      return typeof text === 'string' && /^\\p{Lu}(?!\\p{Lu})/u.test(text) ? text.charAt(0).toLocaleLowerCase(i18n.language) + text.slice(1) : text;
    };
    if (listSearchableFields?.length > 0) {
      return listSearchableFields.reduce((placeholderText, field, i) => {
        const label = 'label' in field && field.label ? field.label : 'name' in field ? field.name : null;
        if (i === 0) {
          return \`\${t('general:searchBy', {
            label: inSentence(label)
          })}\`;
        }
        if (i === listSearchableFields.length - 1) {
          return \`\${placeholderText} \${t('general:or')} \${inSentence(label)}\`;
        }
        return \`\${placeholderText}, \${inSentence(label)}\`;
      }, '');
    }
    return t('general:searchBy', {
      label: inSentence(searchLabel)
    });`,
  },
]

if (!fs.existsSync(ui)) {
  console.log('patch-payload-ui: @payloadcms/ui is not installed; nothing to do.')
  process.exit(0)
}
const { version } = JSON.parse(fs.readFileSync(path.join(ui, '..', 'package.json'), 'utf8'))
const failures = []
for (const file of new Set(FIXES.map((fix) => fix.file))) {
  const target = path.join(ui, file)
  const original = fs.readFileSync(target, 'utf8')
  let text = original
  for (const { from, to } of FIXES.filter((fix) => fix.file === file)) {
    if (text.includes(to)) continue
    const count = text.split(from).length - 1
    if (count !== 1) {
      failures.push(`${file}: the code to fix is there ${count} times, not once`)
      continue
    }
    text = text.replace(from, () => to)
  }
  if (text === original) continue
  const temporary = `${target}.${process.pid}.tmp`
  fs.writeFileSync(temporary, text, { mode: fs.statSync(target).mode })
  fs.renameSync(temporary, target)
}
// A warning, not a failed install: the admin still works, in Payload's own wording, and
// tests/unit/payload-ui-fixes.test.ts fails until the fixes are adapted or removed.
if (failures.length) {
  console.warn(`patch-payload-ui: @payloadcms/ui ${version} is not the code these fixes were made for:`)
  for (const failure of failures) console.warn(`  ${failure}`)
  process.exit(0)
}
console.log(`patch-payload-ui: @payloadcms/ui ${version} fixed (live preview sizes, list search placeholder).`)
