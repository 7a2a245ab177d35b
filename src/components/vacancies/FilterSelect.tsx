import type { ChangeEvent, ReactNode } from 'react'

import { ChevronDownIcon } from './icons'

type Props = {
  id: string
  name: string
  label: string
  value: string | number
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  className: string
  /** The options. */
  children: ReactNode
}

/** One select of the overview's filter form: a label above, the site's chevron inside. */
export function FilterSelect({ id, name, label, value, onChange, className, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <select id={id} name={name} value={value} onChange={onChange} className={`${className} appearance-none pr-10`}>
          {children}
        </select>
        <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-brand-purple">
          <ChevronDownIcon />
        </span>
      </div>
    </div>
  )
}
