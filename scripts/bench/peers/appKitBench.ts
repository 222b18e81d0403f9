/**
 * Doorway's visitor steps timed on a peer, Reown AppKit 1.7.16 (its React + wagmi quick start in
 * `bench/peers/appkit`), against the local stack the caller has started: the peer is installed
 * (once), built with its own Vite, and served on 127.0.0.1 with the stack's `devnet.json`, as the
 * demo is served (inline in the page, hashed chunks cached). No request interception: AppKit's
 * requests to its hosted API fail at once here (no name resolution), as they would offline.
 */
import { chromium } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { serveDemo } from "../../start/serveDemo.js"
import type { ServedManifest } from "../../start/startDemoStack.js"
import { writeNoWalletPage } from "../visitorBench.js"
import type { PeerSamples, PeerTimes } from "./PeerSamples.js"
import { buildAppKitPeer, installAppKitPeer } from "./appKitPeerApp.js"
import { BALANCE_WAIT_MS, appKitPhoneRun, appKitVisitorRun } from "./appKitRuns.js"
import { appKitBalanceText } from "./appKitTargets.js"

export interface AppKitBenchOptions {
  readonly runs: number
  readonly phoneRuns: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
  /** The running stack's `devnet.json` (`DemoStack.manifest`): the peer's chain is its first EVM chain. */
  readonly manifest: ServedManifest
  /** Called after each run, e.g. to show progress. */
  readonly onRun?: (label: string, run: number) => void
}

/** The balance line AppKit's account button should show, read from the node the wallet starts on. */
const expectedBalanceText = async (manifest: ServedManifest): Promise<string> => {
  const chain = manifest.evm[0]
  if (chain === undefined) throw new Error("devnet.json lists no EVM chain")
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const balance = await client.getBalance({ address: manifest.devWallet.address as `0x${string}` })
  return appKitBalanceText(formatEther(balance), chain.fixtures.nativeCurrency.symbol)
}

export const benchAppKit = async (options: AppKitBenchOptions): Promise<PeerSamples> => {
  await installAppKitPeer()
  const dir = await buildAppKitPeer()
  const phonePage = await writeNoWalletPage(dir)
  const manifestText = JSON.stringify(options.manifest)
  const server = await serveDemo(dir, 0, { manifest: () => manifestText })
  const times: PeerTimes = {
    firstOpen: [],
    clickToAddress: [],
    clickToPageAddress: [],
    clickToBalance: [],
    reloadToAddress: [],
    disconnectToGone: [],
    phoneBlockingTime: [],
    phoneConnectVisible: [],
    phoneOpen: []
  }
  let balanceMissedRuns = 0
  try {
    const visit = { url: `${server.url}/`, address: options.manifest.devWallet.address, balanceText: await expectedBalanceText(options.manifest) }
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.chromiumArgs] })
    try {
      for (let run = 0; run < options.runs; run++) {
        if (!(await appKitVisitorRun(browser, visit, times))) balanceMissedRuns += 1
        options.onRun?.("appkit visitor", run)
      }
      for (let run = 0; run < options.phoneRuns; run++) {
        await appKitPhoneRun(browser, `${server.url}/${phonePage}`, times)
        options.onRun?.("appkit phone", run)
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
  const balanceMissing =
    balanceMissedRuns === 0
      ? undefined
      : `AppKit's account button did not show the balance within ${BALANCE_WAIT_MS} ms of the address in ${balanceMissedRuns} of ${options.runs} runs`
  return { ...times, ...(balanceMissing === undefined ? {} : { balanceMissing }) }
}
