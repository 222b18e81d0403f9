/**
 * Talking to a wallet in a page the way a dapp finds it: ask for EIP-6963 announcements and pick
 * the provider by its rdns. A refusal comes back as its `{ code, message }` instead of throwing,
 * so tests can compare it.
 */
import type { Page } from "playwright-core"

export type WalletAnswer =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly code: number; readonly message: string }

export const requestWallet = (page: Page, rdns: string, method: string, params?: ReadonlyArray<unknown>): Promise<WalletAnswer> =>
  page.evaluate(
    async ({ method, params, rdns }) => {
      let provider: { request: (args: { method: string; params?: unknown }) => Promise<unknown> } | undefined
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<{ info: { rdns: string }; provider: typeof provider }>).detail
        if (detail.info.rdns === rdns) provider = detail.provider
      }
      window.addEventListener("eip6963:announceProvider", listener)
      window.dispatchEvent(new Event("eip6963:requestProvider"))
      window.removeEventListener("eip6963:announceProvider", listener)
      if (provider === undefined) throw new Error(`No provider announced with rdns ${rdns}`)
      try {
        return { ok: true as const, result: await provider.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { ok: false as const, code, message }
      }
    },
    { method, params, rdns }
  )

/** The wallet's answer, or an error naming the refusal. */
export const walletResult = async (page: Page, rdns: string, method: string, params?: ReadonlyArray<unknown>): Promise<unknown> => {
  const answer = await requestWallet(page, rdns, method, params)
  if (!answer.ok) throw new Error(`${method} failed: ${answer.code} ${answer.message}`)
  return answer.result
}
