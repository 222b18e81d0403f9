/** Two sheets: the copy button's icon. */
export const CopyIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <rect x="4.5" y="4.5" width="8" height="8" rx="2" />
    <path d="M9.5 2.5V2.25A1.5 1.5 0 0 0 8 .75H2.25A1.5 1.5 0 0 0 .75 2.25V8A1.5 1.5 0 0 0 2.25 9.5h.25" />
  </svg>
)
