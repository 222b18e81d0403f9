/**
 * `npm start`: builds the demo when its build is missing or older than the sources, starts every
 * local stand-in, serves the demo with its own `devnet.json` on 127.0.0.1 and prints one line
 * with its URL, then one with the WalletConnect wallet page's (`wallet/` beside it).
 * SIGINT/SIGTERM/SIGHUP stop everything (the EVM nodes included) before exiting.
 *
 * The checkout's folders (`demo/dist`, the relay's journal, the secure site's users) are written
 * by one run at a time, the holder of the start lock; a second run says where the first one is
 * and exits. A run given a build (`--demo-dir`) writes none of them: it serves that build as it
 * is, and its relay and users live in memory and in a temporary folder of its own.
 */
import { existsSync, mkdirSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { buildDemo, demoBuildIsCurrent, DEFAULT_DEMO_OUT_DIR } from "./buildDemo.js"
import { assertPortFree, PortUnavailable, serveDemo } from "./serveDemo.js"
import { acquireStartLock, alreadyRunningMessage } from "./startLock.js"
import { parseStartOptions, PORT_SETTINGS, USAGE, UsageError, type StartOptions } from "./startOptions.js"

/** Per checkout, beside the other tools' caches (git ignores it). */
const START_LOCK = fileURLToPath(new URL("../../node_modules/.cache/doorway/start.lock", import.meta.url))

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const fail = (message: string, code: number): never => {
  console.error(message)
  process.exit(code)
}

const options = ((): StartOptions => {
  try {
    return parseStartOptions(process.argv.slice(2), process.env)
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\n\n${USAGE}`, 2)
    throw error
  }
})()
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}

// Taken before anything is built or started, so a second run neither builds into demo/dist nor waits.
const startLock = (() => {
  if (options.demoDir !== undefined) return undefined
  mkdirSync(dirname(START_LOCK), { recursive: true })
  const lock = acquireStartLock(START_LOCK, { pid: process.pid, port: options.ports.demo })
  if (!lock.held) return fail(alreadyRunningMessage(lock.holder), 1)
  process.once("exit", lock.release)
  return lock
})()
const ownsCheckout = startLock !== undefined

// The stack's modules load while the build and the port checks run; a usage error never waits for them.
// The contracts' compilation (the longest step of the chains' start, cached per process) starts first.
import("../../devnet/chains/compile.js").then(({ compileContracts }) => compileContracts()).catch(() => undefined)
const stackModules = Promise.all([
  import("../../devnet/startDevnet.js"),
  import("../../devnet/wallet/DevWalletManifest.js"),
  import("../../devnet/walletconnect-wallet/WalletPageManifest.js")
])
stackModules.catch(() => undefined)

// Everything started so far, stopped once, in reverse order; a signal during start-up waits for it.
const stoppers: Array<() => Promise<void>> = []
let startup: Promise<unknown> = Promise.resolve()
let stopping: Promise<void> | undefined
const stopAll = () =>
  (stopping ??= (async () => {
    await startup.catch(() => undefined)
    for (const stop of [...stoppers].reverse()) await stop().catch((error: unknown) => console.error(error))
  })())
stopOnSignals(stopAll)
// `npm start` runs this under `sh -c`; a SIGTERM to npm ends the shell but never reaches this
// process, so losing the parent counts as the same request to stop.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM")
}, 500).unref()

const outDir = options.demoDir === undefined ? DEFAULT_DEMO_OUT_DIR : resolve(options.demoDir)
let buildMs = 0
if (!ownsCheckout) {
  if (!existsSync(join(outDir, "index.html"))) fail(`${outDir} holds no demo build (no index.html)`, 2)
} else if (options.rebuild || !(await demoBuildIsCurrent(outDir))) {
  console.log("Building the demo (once, until its sources change)...")
  const started = performance.now()
  await buildDemo(outDir)
  buildMs = performance.now() - started
}
if (ownsCheckout) {
  // The WalletConnect wallet page: rebuilt only when its sources changed, copied into wallet/.
  const { addWalletPage, walletPageBuildIsCurrent } = await import("../../devnet/walletconnect-wallet/buildWalletPage.js")
  const started = performance.now()
  if (options.rebuild || !(await walletPageBuildIsCurrent())) console.log("Building the WalletConnect wallet page (once, until its sources change)...")
  await addWalletPage(outDir, { force: options.rebuild })
  buildMs += performance.now() - started
}

// Each fixed port is checked before anything starts, so a busy one fails fast and by name.
const fixedPorts = PORT_SETTINGS.flatMap((setting) => {
  const port = options.ports[setting.key]
  if (port === 0) return []
  const own = { port, setting, note: "" }
  return setting.key === "solana" ? [own, { port: port + 1, setting, note: " (its WebSocket, the port after it)" }] : [own]
})
for (const { port, setting, note } of fixedPorts) {
  await assertPortFree(port).catch((error: unknown) => {
    if (!(error instanceof PortUnavailable)) throw error
    return fail(
      `${error.message}: it is needed for ${setting.label}${note}. Free it, or choose another port with ${setting.flag} N or ${setting.env}=N (0 takes a free port).`,
      1
    )
  })
}

const start = async () => {
  const [{ DEFAULT_RELAY_DATA_DIR, DEFAULT_SECURE_SITE_DATA_DIR, devnetManifest, startDevnet }, { withDevWallet }, { walletPageUrl, withWalletPage }] =
    await stackModules
  // The demo's server first: the catalogue lists the wallet page beside it as a web wallet. It
  // serves this run's own devnet.json, known once the stand-ins have started.
  let manifestText: string | undefined = undefined
  const server = await serveDemo(outDir, options.ports.demo, { manifest: () => manifestText })
  stoppers.push(server.close)
  startLock?.update(server.port)
  const devnet = await startDevnet({
    catalogue: { port: options.ports.catalogue, localWallet: { url: walletPageUrl(server.url) } },
    data: { port: options.ports.data },
    solana: { port: options.ports.solana },
    // The relay keeps its messages and subscriptions, and the secure site its users, in the
    // checkout's data folders: a restart of `npm start` loses none.
    ...(ownsCheckout
      ? { relay: { port: options.ports.relay, dataDir: DEFAULT_RELAY_DATA_DIR }, secureSite: { dataDir: DEFAULT_SECURE_SITE_DATA_DIR } }
      : { relay: { port: options.ports.relay } })
  })
  stoppers.push(devnet.stop)
  // Known once the server's URL is (the wallet page's URL is on it); nothing is printed before.
  const manifest = withWalletPage(withDevWallet(devnetManifest(devnet)), server.url)
  manifestText = `${JSON.stringify(manifest, null, 2)}\n`
  // Also on disk for tools that read the build's folder (the e2e tests against a running demo).
  if (ownsCheckout) await writeFile(join(outDir, "devnet.json"), manifestText)
  return { server, manifest }
}
startup = start()
const { server, manifest } = await (startup as ReturnType<typeof start>).catch(async (error: unknown) => {
  await stopAll()
  return fail(`Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`, 1)
})

// From process start, the demo build (when one ran) left out.
console.log(`Doorway demo ready: ${server.url}/ (in ${seconds(performance.now() - buildMs)}; Ctrl-C stops it)`)
console.log(`WalletConnect wallet page: ${manifest.walletPage.url} (paste a wc: URI, or open ${manifest.walletPage.url}?uri=<encoded URI>)`)
console.log(`Email login mailbox: ${manifest.secureSite.mailboxUrl} (the codes and device-approval links the local secure site sends)`)
