/** The compass mark of the site icon, for generated images (the renderer draws inline SVG). */
export function BrandMarkSvg({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="9" fill="#4b1d6e" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M23 9 18 18l-9 5 5-9z" fill="#fff" />
      <path d="M23 9 18 18l-4-4z" fill="#8fb4ff" />
    </svg>
  )
}
