/**
 * The local stack the browser tests and the journey benchmark run against: every stand-in on free
 * loopback ports, a production build of the demo in a temporary directory (so `demo/dist` stays as
 * it is) with its `devnet.json`, served on 127.0.0.1. `stop` takes all of it down again.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { devnetManifest, startDevnet, type Devnet, type DevnetManifest } from "../../devnet/startDevnet.js"
import { withDevWallet, type DevWalletManifest } from "../../devnet/wallet/DevWalletManifest.js"
import { addWalletPage } from "../../devnet/walletconnect-wallet/buildWalletPage.js"
import { walletPageUrl, withWalletPage, type WalletPageEntry } from "../../devnet/walletconnect-wallet/WalletPageManifest.js"
import { buildDemo } from "./buildDemo.js"
import { serveDemo, type DemoServer } from "./serveDemo.js"

/** What the served `devnet.json` holds: the stand-ins' URLs and fixtures, the dev wallet and the WalletConnect wallet page. */
export type ServedManifest = DevnetManifest & { readonly devWallet: DevWalletManifest["devWallet"]; readonly walletPage: WalletPageEntry }

export interface DemoStack {
  /** The demo's page, `http://127.0.0.1:PORT/`. */
  readonly demoUrl: string
  /** The directory of the demo's production build (with `devnet.json`). */
  readonly demoDir: string
  readonly manifest: ServedManifest
  /** Stops the server and every stand-in and removes the build. Idempotent. */
  readonly stop: () => Promise<void>
}

/** `readable`: the demo's code unminified (see `buildDemo`), for profiling. */
export const startDemoStack = async ({ readable = false } = {}): Promise<DemoStack> => {
  const demoDir = await mkdtemp(join(tmpdir(), "doorway-demo-"))
  let devnet: Devnet | undefined
  let server: DemoServer | undefined
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      await server?.close()
      await devnet?.stop()
      await rm(demoDir, { recursive: true, force: true })
    })())
  try {
    // Served first (files are read per request, the build lands later): the catalogue lists the
    // wallet page as a web wallet, so it needs the page's URL when it starts.
    server = await serveDemo(demoDir)
    const catalogue = { localWallet: { url: walletPageUrl(server.url) } }
    // One after the other: a build running beside the nodes' start-up can starve them on a small machine.
    devnet = await startDevnet({ catalogue }).catch((error: unknown) => {
      // Starting the nodes is timing-sensitive on a busy machine; a failed start stops what it
      // started, so one more try is clean.
      console.warn(`The local stack did not start (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); trying once more`)
      return startDevnet({ catalogue })
    })
    await buildDemo(demoDir, { readable })
    // Built once into its own dist/ (until its sources change), copied beside the demo.
    await addWalletPage(demoDir)
    const manifest = withWalletPage(withDevWallet(devnetManifest(devnet)), server.url)
    await writeFile(join(demoDir, "devnet.json"), `${JSON.stringify(manifest, null, 2)}\n`)
    return { demoUrl: `${server.url}/`, demoDir, manifest, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
