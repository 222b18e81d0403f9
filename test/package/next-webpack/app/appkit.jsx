'use client'

import { useEffect } from "react"
import { createAppKit } from "doorway-connect/react"
import { mainnet, polygon } from "doorway-connect/networks"

// The Next.js example of docs/install.md, in JavaScript (no TypeScript step in the host's build).
createAppKit({
  projectId: process.env.NEXT_PUBLIC_PROJECT_ID ?? "",
  networks: [mainnet, polygon],
  metadata: {
    name: "My app",
    description: "My app's description",
    // The page's own origin; the server's pass, without a window, connects nothing.
    url: typeof window === "undefined" ? "" : window.location.origin,
    icons: []
  }
})

export function AppKit({ children }) {
  // For the tests: a click before React hydrated the page reaches no handler, so they wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return children
}
