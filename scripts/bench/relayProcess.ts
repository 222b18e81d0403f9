/**
 * The relay of `npm run bench:relay` in a process of its own, so the bench can kill it outright
 * (SIGKILL, no shutdown) and start it again on the same port and data folder. Arguments: port,
 * data folder. Prints `ready <url>` once it listens.
 */
import { startRelay } from "../../devnet/relay/startRelay.js"

export const runRelayProcess = async (port: number, dataDir: string): Promise<void> => {
  const relay = await startRelay({ port, dataDir })
  process.stdout.write(`ready ${relay.url}\n`)
}
