/**
 * The options of `npm start`: one port per stand-in with a fixed default, each settable by a flag
 * or an environment variable (the flag wins); 0 takes a free port.
 */
export interface StartPorts {
  readonly demo: number
  readonly catalogue: number
  readonly data: number
  /** The Solana JSON-RPC port; its PubSub WebSocket takes the next one. */
  readonly solana: number
  readonly relay: number
}

export interface StartOptions {
  readonly ports: StartPorts
  /** Build the demo even when the existing build is current. */
  readonly rebuild: boolean
  /**
   * Serve this demo build as it is (no build, no staleness check) instead of `demo/dist`; such a
   * run writes nothing in the checkout, so it may run beside the one that holds it.
   */
  readonly demoDir: string | undefined
  readonly help: boolean
}

export interface PortSetting {
  readonly key: keyof StartPorts
  readonly flag: string
  readonly env: string
  readonly label: string
  readonly fallback: number
}

export const PORT_SETTINGS: ReadonlyArray<PortSetting> = [
  { key: "demo", flag: "--port", env: "DOORWAY_PORT", label: "the demo page", fallback: 7770 },
  { key: "catalogue", flag: "--catalogue-port", env: "DOORWAY_CATALOGUE_PORT", label: "the wallet catalogue", fallback: 7771 },
  { key: "data", flag: "--data-port", env: "DOORWAY_DATA_PORT", label: "the blockchain data service", fallback: 7772 },
  { key: "solana", flag: "--solana-port", env: "DOORWAY_SOLANA_PORT", label: "the Solana cluster", fallback: 7773 },
  // 7774 is the Solana WebSocket's.
  { key: "relay", flag: "--relay-port", env: "DOORWAY_RELAY_PORT", label: "the WalletConnect relay", fallback: 7775 }
]

export const USAGE = `Usage: npm start -- [options]

Starts the local stand-ins and the demo on 127.0.0.1 and prints the demo's URL; Ctrl-C stops all.

Options (environment variable in brackets; 0 takes a free port):
${PORT_SETTINGS.map((setting) => `  ${`${setting.flag} N`.padEnd(22)} port of ${setting.label} [${setting.env}] (default ${setting.fallback})`).join("\n")}
  --rebuild              build the demo even if the existing build is current
  --demo-dir DIR         serve the demo build in DIR as it is, instead of building demo/dist;
                         its relay and email users are its own, so it runs beside another npm start
  --help                 this text

The EVM nodes always take free ports; the Solana WebSocket takes the port after the Solana port.
One npm start at a time builds demo/dist and keeps the relay's journal and the email users in the
checkout; a second one says where the first runs and exits.`

/** A bad command line; the message says which option and why. */
export class UsageError extends Error {
  override readonly name = "UsageError"
}

const parsePort = (text: string, source: string): number => {
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`${source} must be a port number (0-65535), not "${text}"`)
  return port
}

export const parseStartOptions = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): StartOptions => {
  const fromFlags = new Map<string, string>()
  let rebuild = false
  let help = false
  let demoDir: string | undefined
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? ""
    if (arg === "--rebuild") rebuild = true
    else if (arg === "--help" || arg === "-h") help = true
    else if (arg === "--demo-dir" || arg.startsWith("--demo-dir=")) {
      demoDir = arg.includes("=") ? arg.slice("--demo-dir=".length) : argv[++index]
      if (demoDir === undefined || demoDir === "") throw new UsageError("--demo-dir needs a directory")
    } else {
      const [flag = "", inline] = arg.split("=", 2)
      if (!PORT_SETTINGS.some((setting) => setting.flag === flag)) throw new UsageError(`Unknown option ${arg}`)
      const value = inline ?? argv[++index]
      if (value === undefined) throw new UsageError(`${flag} needs a port number`)
      fromFlags.set(flag, value)
    }
  }
  const ports = Object.fromEntries(
    PORT_SETTINGS.map((setting) => {
      const flag = fromFlags.get(setting.flag)
      if (flag !== undefined) return [setting.key, parsePort(flag, setting.flag)]
      const fromEnv = env[setting.env]
      if (fromEnv !== undefined && fromEnv !== "") return [setting.key, parsePort(fromEnv, setting.env)]
      return [setting.key, setting.fallback]
    })
  ) as unknown as StartPorts
  if (ports.solana === 65535) throw new UsageError("the Solana port needs the port after it for its WebSocket: pick one below 65535")
  return { ports, rebuild, help, demoDir }
}
