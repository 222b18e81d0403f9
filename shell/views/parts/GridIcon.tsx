/** Four tiles: the icon of the "All Wallets" row. */
export const GridIcon = () => (
  <span className="doorway-image" data-placeholder="" aria-hidden="true">
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
      <rect x="1" y="1" width="8" height="8" rx="2.5" />
      <rect x="11" y="1" width="8" height="8" rx="2.5" />
      <rect x="1" y="11" width="8" height="8" rx="2.5" />
      <rect x="11" y="11" width="8" height="8" rx="2.5" />
    </svg>
  </span>
)
