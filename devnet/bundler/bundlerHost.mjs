// The bundler's own process (`spawnBundlerHost.ts`), run as `bundlerHost.mjs <preload> <cli>` with
// the files of `altoBundle.ts`: it loads alto at once, then waits for alto's command line over IPC
// and runs alto's CLI with it. The devnet spawns it before the chain it will serve is up, so the
// loading overlaps the chain's start-up.
import net from "node:net"
import { pathToFileURL } from "node:url"

const [preload, cli] = process.argv.slice(2)

// alto listens on 0.0.0.0 with no option to change it; the devnet's stand-ins listen on loopback
// only, never on the network.
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function loopbackListen(...args) {
  const [first] = args
  if (typeof first === "object" && first !== null && (first.host === "0.0.0.0" || first.host === "::")) {
    args[0] = { ...first, host: "127.0.0.1" }
  } else if (args[1] === "0.0.0.0" || args[1] === "::") {
    args[1] = "127.0.0.1"
  }
  return listen.apply(this, args)
}

// Nor does it reach past this machine: on chain 137 alto asks Polygon's public gas station for
// prices, which must come from the local chain instead (alto falls back to it on a failure).
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"])
const fetchAnywhere = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!LOOPBACK_HOSTS.has(url.hostname)) return Promise.reject(new TypeError(`the devnet's bundler stays offline: ${url.origin}`))
  return fetchAnywhere(input, init)
}

// Listening first: a message that arrives while alto loads is not lost.
const commandLine = new Promise((resolve) => process.once("message", resolve))
// The devnet gone (even killed outright): nothing to serve any more.
process.once("disconnect", () => process.exit(0))

await import(pathToFileURL(preload).href)
const args = await commandLine
process.argv = [process.argv[0], cli, ...args]
await import(pathToFileURL(cli).href)
