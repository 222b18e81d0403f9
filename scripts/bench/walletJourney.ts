/**
 * The wallet-connection journey, timed in headless Chromium against the local stack and a
 * production build of the demo with the Doorway Dev Wallet (which approves by default). Each run
 * is a fresh browser context, so no connection is remembered: open the demo, wait for the dev
 * wallet, open the modal, wait for the wallet's row, then time the connection
 * (see measureWalletConnect.ts).
 */
import { chromium } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { mainnet, polygon } from "../../core/networks/evm.js"
import { sepolia } from "../../core/networks/evmTestnets.js"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { measureWalletConnect } from "./measureWalletConnect.js"
import { startDemoStack, type ServedManifest } from "../start/startDemoStack.js"

export interface WalletJourneyOptions {
  readonly runs: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
}

export interface WalletJourneyTimings {
  /** Per run: click on the wallet's row → Account view with the balance painted, in ms. */
  readonly clickToAccount: ReadonlyArray<number>
  /** Per run: the wallet's approval → the same painted view, in ms. */
  readonly approvalToAccount: ReadonlyArray<number>
}

/** The networks the demo offers on EVM chains, so the line is built as the modal builds it. */
const DEMO_EVM_NETWORKS = [mainnet, polygon, sepolia]

const RUN_TIMEOUT_MS = 30_000

/**
 * The balance line the Account view should show once connected, read from the node: the wallet
 * starts on the first chain of `devnet.json`, and the modal follows the wallet's chain.
 */
const expectedBalanceText = async (manifest: ServedManifest): Promise<string> => {
  const chain = manifest.evm[0]
  if (chain === undefined) throw new Error("devnet.json lists no EVM chain")
  const network = DEMO_EVM_NETWORKS.find((candidate) => Number(candidate.id) === chain.chainId)
  if (network === undefined) throw new Error(`The demo has no network for chain ${chain.chainId}`)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const balance = await client.getBalance({ address: manifest.devWallet.address as `0x${string}` })
  return accountBalanceText(formatEther(balance), undefined, network)
}

export const benchWalletJourney = async (options: WalletJourneyOptions): Promise<WalletJourneyTimings> => {
  const stack = await startDemoStack()
  // Ctrl-C during the runs still stops the nodes and the server.
  const removeSignalHandlers = stopOnSignals(stack.stop)
  const clickToAccount: Array<number> = []
  const approvalToAccount: Array<number> = []
  try {
    const target = {
      walletName: DEV_WALLET_NAME,
      address: DEV_WALLET_ADDRESS,
      balanceText: await expectedBalanceText(stack.manifest),
      timeoutMs: RUN_TIMEOUT_MS
    }
    // No request interception: it would add a round trip to every request the timing includes.
    // The demo only talks to the loopback server and the stand-ins of devnet.json.
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.chromiumArgs] })
    try {
      for (let run = 0; run < options.runs; run++) {
        const context = await browser.newContext()
        const pageErrors: Array<string> = []
        try {
          const page = await context.newPage()
          page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
          await page.goto(stack.demoUrl)
          await page.locator("[data-testid=connect]").waitFor()
          await page.evaluate(() => window.doorwayDevWallet?.ready)
          await page.click("[data-testid=connect]")
          await page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME }).waitFor()
          const timing = await measureWalletConnect(page, target)
          clickToAccount.push(timing.clickToAccount)
          approvalToAccount.push(timing.approvalToAccount)
        } catch (error) {
          if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
          throw error
        } finally {
          await context.close()
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    removeSignalHandlers()
    await stack.stop()
  }
  return { clickToAccount, approvalToAccount }
}
