import { Schema } from "effect"
import { DevWalletManifest } from "./DevWalletManifest.js"

declare global {
  interface Window {
    /** A manifest given to the page before the wallet's script runs (a test's init script): read instead of `devnet.json`. */
    doorwayDevWalletManifest?: unknown
  }
}

/**
 * The manifest given to the page beforehand when there is one, else `devnet.json` beside the
 * running script (resolved against its own URL, so the page may live anywhere beside it).
 */
export const loadDevWalletManifest = async (scriptUrl: string): Promise<DevWalletManifest> => {
  if (window.doorwayDevWalletManifest !== undefined) return Schema.decodeUnknownPromise(DevWalletManifest)(window.doorwayDevWalletManifest)
  const manifestUrl = new URL("devnet.json", scriptUrl)
  const response = await fetch(manifestUrl, { cache: "no-store" })
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`)
  return Schema.decodeUnknownPromise(DevWalletManifest)(await response.json())
}

/** The URL of the script running now (the page's when it cannot be told). */
export const currentScriptUrl = (): string => (document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href)
