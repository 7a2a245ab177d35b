/** The brand's mark and name in the admin (login screen and navigation), drawn inline. */

function Mark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#4b1d6e" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M23 9 18 18l-9 5 5-9z" fill="#fff" />
      <path d="M23 9 18 18l-4-4z" fill="#8fb4ff" />
    </svg>
  )
}

export function AdminIcon() {
  return <Mark size={24} />
}

export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <Mark size={48} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, color: 'var(--theme-text)' }}>Koers Groep</span>
    </span>
  )
}
