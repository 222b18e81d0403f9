/**
 * Wallets that only announce themselves, with whatever info a test gives them (well-formed or
 * hostile), announced with mipd's `announceProvider` before any of the page's scripts, on every
 * page of the browser context, as an extension's content script would. Their providers refuse
 * every request: they are there to be listed, or not.
 */
import type { BrowserContext } from "playwright-core"
import { mipdForPages } from "./mipdForPages.js"

/** EIP-6963 provider info as a page may send it: any value in any field. */
export interface AnnouncedInfo {
  readonly uuid: unknown
  readonly name: unknown
  readonly icon: unknown
  readonly rdns: unknown
}

/** Runs in the page: one refusing provider per info, each announced. */
const announceInPage = (infos: ReadonlyArray<AnnouncedInfo>): void => {
  const mipd = (window as unknown as Record<string, unknown>)["testWalletMipd"] as { announceProvider: (detail: unknown) => void }
  for (const info of infos) {
    const provider = {
      request: () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })),
      on: () => provider,
      removeListener: () => provider
    }
    mipd.announceProvider({ info: Object.freeze({ ...info }), provider })
  }
}

export const announceWallets = async (context: BrowserContext, infos: ReadonlyArray<AnnouncedInfo>): Promise<void> => {
  await context.addInitScript({ content: await mipdForPages() })
  await context.addInitScript(announceInPage, infos)
}
