/**
 * `npm start`: builds the demo when its build is missing or older than the sources, starts every
 * local stand-in, writes `devnet.json` beside the demo, serves it on 127.0.0.1 and prints one line
 * with its URL, then one with the WalletConnect wallet page's (`wallet/` beside it).
 * SIGINT/SIGTERM/SIGHUP stop everything (the EVM nodes included) before exiting.
 */
import { existsSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { buildDemo, demoBuildIsCurrent, DEFAULT_DEMO_OUT_DIR } from "./buildDemo.js"
import { assertPortFree, PortUnavailable, serveDemo } from "./serveDemo.js"
import { parseStartOptions, PORT_SETTINGS, USAGE, UsageError, type StartOptions } from "./startOptions.js"

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
if (options.demoDir !== undefined) {
  if (!existsSync(join(outDir, "index.html"))) fail(`${outDir} holds no demo build (no index.html)`, 2)
} else if (options.rebuild || !(await demoBuildIsCurrent(outDir))) {
  console.log("Building the demo (once, until its sources change)...")
  const started = performance.now()
  await buildDemo(outDir)
  buildMs = performance.now() - started
}
if (options.demoDir === undefined) {
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
  const [{ DEFAULT_RELAY_DATA_DIR, devnetManifest, startDevnet }, { withDevWallet }, { walletPageUrl, withWalletPage }] = await stackModules
  // The demo's server first: the catalogue lists the wallet page beside it as a web wallet.
  const server = await serveDemo(outDir, options.ports.demo)
  stoppers.push(server.close)
  const devnet = await startDevnet({
    catalogue: { port: options.ports.catalogue, localWallet: { url: walletPageUrl(server.url) } },
    data: { port: options.ports.data },
    solana: { port: options.ports.solana },
    // The relay keeps its messages and subscriptions in its data folder: a restart of `npm start` loses none.
    relay: { port: options.ports.relay, dataDir: DEFAULT_RELAY_DATA_DIR }
  })
  stoppers.push(devnet.stop)
  // Written once the server's URL is known (the wallet page's URL is on it); nothing is printed before.
  const manifest = withWalletPage(withDevWallet(devnetManifest(devnet)), server.url)
  await writeFile(join(outDir, "devnet.json"), `${JSON.stringify(manifest, null, 2)}\n`)
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
