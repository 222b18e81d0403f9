/**
 * One connection, timed inside the page (performance.now()): a click on a wallet's row of the
 * Connect view, up to the Account view painted with the expected balance line. The wallet's
 * approval is the moment its provider emits `accountsChanged` with the account.
 *
 * "Painted" is the first animation frame after the view (with that balance) is in the DOM, plus a
 * task, so the frame that shows it has been produced: the definition of `scripts/bench.mjs`.
 */
import type { Page } from "playwright-core"
import type {} from "../../devnet/wallet/DevWalletControls.js"

export interface WalletConnectTarget {
  /** The name the wallet's row shows. */
  readonly walletName: string
  /** The account the wallet approves. */
  readonly address: string
  /** The Account view's balance line once the balance is read, e.g. "1,000.00 ETH". */
  readonly balanceText: string
  /** How long to wait for the Account view before failing the run. */
  readonly timeoutMs: number
}

export interface WalletConnectTiming {
  /** Click on the wallet's row → Account view with the balance painted, in ms. */
  readonly clickToAccount: number
  /** The wallet's approval (`accountsChanged`) → the same painted view, in ms. */
  readonly approvalToAccount: number
}

/**
 * Clicks the row of `target.walletName` in the open Connect view of `page` (whose dev wallet is
 * on `window.doorwayDevWallet`) and resolves with the timings.
 */
export const measureWalletConnect = (page: Page, target: WalletConnectTarget): Promise<WalletConnectTiming> =>
  page.evaluate(
    ({ walletName, address, balanceText, timeoutMs }) =>
      new Promise<WalletConnectTiming>((resolve, reject) => {
        const wallet = window.doorwayDevWallet
        if (wallet === undefined) return reject(new Error("No window.doorwayDevWallet on the page"))
        const row = Array.from(document.querySelectorAll('[role="dialog"] [data-testid="connector-row"]')).find((candidate) =>
          candidate.textContent?.includes(walletName)
        )
        if (!(row instanceof HTMLElement)) return reject(new Error(`No row for ${walletName} in the Connect view`))

        let approvedAt: number | undefined
        const onAccounts = (accounts: unknown) => {
          const approved = Array.isArray(accounts) && accounts.some((account) => String(account).toLowerCase() === address.toLowerCase())
          if (approved && approvedAt === undefined) approvedAt = performance.now()
        }
        const balance = () => document.querySelector('[role="dialog"] [data-testid="account"] [data-testid="account-balance"]')
        const shown = () => balance()?.textContent === balanceText

        const settle = () => {
          observer.disconnect()
          clearTimeout(timer)
          wallet.provider.removeListener("accountsChanged", onAccounts)
        }
        const painted = (start: number) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => {
              const end = performance.now()
              if (approvedAt === undefined) return reject(new Error(`The Account view showed ${address} before the wallet approved it`))
              resolve({ clickToAccount: end - start, approvalToAccount: end - approvedAt })
            }
            channel.port2.postMessage(null)
          })

        // Registered before the click, so it runs before any listener the modal adds on connecting.
        wallet.provider.on("accountsChanged", onAccounts)
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (!shown()) return
          settle()
          painted(start)
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
        const timer = setTimeout(() => {
          settle()
          const seen = balance()
          reject(
            new Error(
              `No Account view with "${balanceText}" within ${timeoutMs} ms (${seen === null ? "no balance shown" : `balance shown: "${seen.textContent ?? ""}"`})`
            )
          )
        }, timeoutMs)
        row.click()
        if (shown()) {
          settle()
          painted(start)
        }
      }),
    target
  )
