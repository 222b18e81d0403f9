/**
 * The wallet page's `@walletconnect/sign-client` (not WalletKit, whose telemetry cannot be
 * switched off): the local relay, telemetry off, its own storage (an IndexedDB database of its
 * own, so sessions outlive a reload and the demo's keys on the same origin are left alone) and
 * Verify switched off, so nothing leaves loopback (devnet README, relay).
 */
import { SignClient } from "@walletconnect/sign-client"
import { makePageStorage } from "./pageStorage.js"

export type PageSignClient = Awaited<ReturnType<typeof SignClient.init>>

/** The SDK keys of this page: apart from any dapp's on the same origin (the demo's). */
export const WALLET_PAGE_STORAGE_PREFIX = "doorway-walletconnect-wallet"

type VerifyResolve = PageSignClient["core"]["verify"]["resolve"]

export const makePageSignClient = async (options: { readonly relayUrl: string; readonly projectId: string; readonly pageUrl: string }): Promise<PageSignClient> => {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: WALLET_PAGE_STORAGE_PREFIX,
    storage: makePageStorage(),
    telemetryEnabled: false,
    logger: "silent",
    metadata: {
      name: "Doorway local wallet",
      description: "The demo's WalletConnect wallet: a local key on the local chains",
      url: options.pageUrl,
      icons: []
    }
  })
  // No SDK option turns Verify off: a wallet would fetch verify.walletconnect.org for every
  // proposal and request. "Unknown origin" is answered here without asking anyone.
  client.core.verify.register = async () => ""
  client.core.verify.resolve = (async () => undefined) as unknown as VerifyResolve
  return client
}
