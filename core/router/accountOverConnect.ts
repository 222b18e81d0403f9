import type { RouteEntry } from "./RouteEntry.js"

/**
 * After going back: landing on Connect while an address is connected shows Account instead, since
 * there is nothing to connect.
 */
export const accountOverConnect = (history: ReadonlyArray<RouteEntry>, connected: boolean): ReadonlyArray<RouteEntry> =>
  connected && history.at(-1)?.view === "Connect" ? [...history.slice(0, -1), { view: "Account" }] : history
