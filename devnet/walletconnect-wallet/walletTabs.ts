/**
 * Which tab is the wallet. For each request the dapp's WalletConnect SDK opens the wallet's
 * universal link (`<page>/wc?requestId=…&sessionTopic=…`) to bring it forward; a web wallet
 * already open in a tab must not be started a second time beside it (two sign clients on one
 * storage would both take the request). Every running wallet tab holds one shared Web Lock, so
 * such a tab can tell whether the wallet is open elsewhere.
 */
export const WALLET_TAB_LOCK = "doorway-walletconnect-wallet-tab"

/** A page address the SDK opened for a request (no `uri` to pair with, a request's id or topic). */
export const isRequestLink = (search: string): boolean => {
  const params = new URLSearchParams(search)
  return params.get("uri") === null && (params.get("requestId") !== null || params.get("sessionTopic") !== null)
}

interface TabLocks {
  readonly request: (name: string, options: { readonly mode: "shared" }, callback: () => Promise<never>) => Promise<unknown>
  readonly query: () => Promise<{ readonly held?: ReadonlyArray<{ readonly name?: string }> }>
}

/** Holds the lock for as long as this tab lives (without Web Locks, nothing is held). */
export const holdWalletTab = (locks: TabLocks | undefined): void => {
  void locks?.request(WALLET_TAB_LOCK, { mode: "shared" }, () => new Promise<never>(() => undefined))
}

/** Whether a wallet tab holds the lock now (without Web Locks, none can be known: false). */
export const walletOpenElsewhere = async (locks: TabLocks | undefined): Promise<boolean> => {
  if (locks === undefined) return false
  const { held = [] } = await locks.query()
  return held.some((lock) => lock.name === WALLET_TAB_LOCK)
}
