/** Small decorative icons of the vacancy screens; the text next to them says what they mean. */
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

export function BuildingIcon() {
  return (
    <svg {...stroke} className="size-4 shrink-0">
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
    </svg>
  )
}

export function PinIcon() {
  return (
    <svg {...stroke} className="size-4 shrink-0">
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

export function SearchIcon() {
  return (
    <svg {...stroke} className="size-5 shrink-0">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

export function ArrowRightIcon() {
  return (
    <svg {...stroke} className="size-5 shrink-0">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

export function ExternalIcon() {
  return (
    <svg {...stroke} className="size-5 shrink-0">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

export function ChevronDownIcon() {
  return (
    <svg {...stroke} className="size-4 shrink-0">
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}
