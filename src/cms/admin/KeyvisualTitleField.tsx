'use client'

import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  KEY_ENTER_COMMAND,
  type EditorState,
} from '@payloadcms/richtext-lexical/lexical'
import { LexicalComposer } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { ContentEditable } from '@payloadcms/richtext-lexical/lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@payloadcms/richtext-lexical/lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalHistoryPlugin'
import { OnChangePlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalRichTextPlugin'
import { getTranslation } from '@payloadcms/translations'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { inlinePartsToMarkup, parseInlineMarkup } from '@/content/inline-markup'
import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'

import { $readInlineParts, $writeInlineParts } from './keyvisual-title-lexical'
import styles from './KeyvisualTitleField.module.css'

/**
 * The key visual's title as a small rich-text editor: emphasis and line breaks with a button or
 * the keyboard, stored as the HTML subset the site renders (`<em>`, `<strong>`, `<br>`), so no
 * editor ever types a tag.
 */
export const KeyvisualTitleField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation()
  const { path, value, setValue, showError, disabled } = useField<string>({ potentiallyStalePath: pathFromProps })
  const label = getTranslation(field.label || field.name, i18n)
  const id = `field-${path.replace(/\./g, '__')}`
  const editable = !(readOnly || disabled)
  // What this editor wrote last: a value that differs came from elsewhere (a restored version).
  const writtenRef = useRef(value ?? '')

  const onChange = (state: EditorState) => {
    const markup = state.read(() => inlinePartsToMarkup($readInlineParts()))
    if (markup === writtenRef.current) return
    writtenRef.current = markup
    setValue(markup)
  }

  return (
    <div className={['field-type text', styles.field, showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel as="span" label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <LexicalComposer
          initialConfig={{
            namespace: id,
            editable,
            theme: { paragraph: styles.paragraph, text: { italic: styles.emphasis, bold: styles.strong } },
            editorState: () => $writeInlineParts(parseInlineMarkup(value)),
            onError: (error) => {
              throw error
            },
          }}
        >
          <Toolbar editable={editable} />
          <RichTextPlugin
            contentEditable={<ContentEditable id={id} className={styles.input} ariaLabel={label} ariaMultiline />}
            ErrorBoundary={LexicalErrorBoundary}
          />
          <HistoryPlugin />
          <OnChangePlugin onChange={onChange} ignoreSelectionChange />
          <TitleBehaviour editable={editable} value={value ?? ''} writtenRef={writtenRef} />
        </LexicalComposer>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}

/** Enter starts a new line of the same title; a value from outside the editor replaces its content. */
function TitleBehaviour({
  editable,
  value,
  writtenRef,
}: {
  editable: boolean
  value: string
  writtenRef: React.RefObject<string>
}) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => editor.setEditable(editable), [editor, editable])
  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          event?.preventDefault()
          return editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false)
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  useEffect(() => {
    if (value === writtenRef.current) return
    writtenRef.current = value
    editor.update(() => $writeInlineParts(parseInlineMarkup(value)))
  }, [editor, value, writtenRef])
  return null
}

function Toolbar({ editable }: { editable: boolean }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const [editor] = useLexicalComposerContext()
  const [emphasised, setEmphasised] = useState(false)
  // Every change, a move of the selection included, is an editor update.
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection()
          setEmphasised($isRangeSelection(selection) && selection.hasFormat('italic'))
        }),
      ),
    [editor],
  )

  return (
    <div role="toolbar" aria-label={t('site:keyvisualTitle:toolbar')} className={styles.toolbar}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={emphasised}
        title={t('site:keyvisualTitle:emphasisHint')}
        disabled={!editable}
        // Keeps the selection in the editor: a click must not move focus before the command runs.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <em>{t('site:keyvisualTitle:emphasis')}</em>
      </button>
      <button
        type="button"
        className={styles.button}
        title={t('site:keyvisualTitle:lineBreakHint')}
        disabled={!editable}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          editor.focus()
          editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false)
        }}
      >
        {t('site:keyvisualTitle:lineBreak')}
      </button>
    </div>
  )
}
