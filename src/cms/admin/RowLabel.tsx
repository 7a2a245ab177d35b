'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { rowNumberLabel, rowTitle } from './row-title'

type Props = { singular: string }

/** An array row's label: its title (or the row's kind and number while it has none). */
export function ArrayRowLabel({ singular }: Props) {
  const { data, rowNumber } = useRowLabel<unknown>()
  return <span>{rowTitle(data) ?? `${singular} ${rowNumberLabel(rowNumber)}`}</span>
}

/** A block's header: its number, its kind and its title. */
export function BlockRowLabel({ singular }: Props) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const title = rowTitle(data)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span className="blocks-field__block-number">{rowNumberLabel(rowNumber)}</span>
      <Pill pillStyle="white" size="small">
        {singular}
      </Pill>
      {title ? <span>{title}</span> : null}
    </span>
  )
}
