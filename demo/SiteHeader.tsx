import { ConnectButton, NetworkButton } from "doorway-connect/react"
import { ThemeToggle } from "./ThemeToggle.js"

/** The site's header: its name, the theme switch, and the ready-made network and connect buttons. */
export const SiteHeader = () => (
  <header className="site-header">
    <a className="brand" href="./">
      <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect x="3" y="3" width="26" height="26" rx="8" fill="currentColor" opacity=".14" />
        <path d="M11 24V8h6.5a8 8 0 0 1 0 16z" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinejoin="round" />
      </svg>
      <span className="brand-name">Doorway</span>
      <span className="brand-tag">demo</span>
    </a>
    <div className="header-actions">
      <ThemeToggle />
      <NetworkButton />
      <ConnectButton />
    </div>
  </header>
)
