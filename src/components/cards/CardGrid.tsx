import type React from 'react'

type Props<Item> = {
  items: readonly Item[]
  /** Renders a card; `index` lets the first cards load their images at once. */
  children: (item: Item, index: number) => React.ReactNode
  testId?: string
}

/** Cards in a grid: one column on phones, two from 640 px, three from 1024 px (the team grid of SPEC 9). */
export function CardGrid<Item extends { id: number | string }>({ items, children, testId }: Props<Item>) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  )
}
