/** WalletConnect's mark, white on its blue: the icon of the WalletConnect row (its connector has no catalogue image). */
export const WalletConnectIcon = () => (
  <span className="doorway-image" aria-hidden="true" style={{ background: "#3396FF", color: "#FFFFFF" }}>
    <svg width="24" height="15" viewBox="0 0 300 185" fill="currentColor">
      <path d="M61.44 36.26c48.91-47.83 128.21-47.83 177.12 0l5.89 5.75a6.04 6.04 0 0 1 0 8.66l-20.14 19.7a3.18 3.18 0 0 1-4.43 0l-8.1-7.93c-34.11-33.36-89.45-33.36-123.57 0l-8.67 8.49a3.18 3.18 0 0 1-4.43 0L54.98 51.24a6.04 6.04 0 0 1 0-8.66l6.46-6.32Zm218.77 40.8 17.92 17.53a6.04 6.04 0 0 1 0 8.66l-80.81 79.04a6.37 6.37 0 0 1-8.85 0l-57.36-56.1a1.59 1.59 0 0 0-2.21 0l-57.36 56.1a6.37 6.37 0 0 1-8.85 0L1.87 103.26a6.04 6.04 0 0 1 0-8.66l17.93-17.53a6.37 6.37 0 0 1 8.85 0l57.36 56.1a1.59 1.59 0 0 0 2.21 0l57.36-56.1a6.37 6.37 0 0 1 8.85 0l57.36 56.1a1.59 1.59 0 0 0 2.21 0l57.36-56.1a6.37 6.37 0 0 1 8.85 0Z" />
    </svg>
  </span>
)
