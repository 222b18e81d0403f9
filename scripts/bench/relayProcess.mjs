// The bench's relay process (relayProcess.ts), started by relayBench.ts: node relayProcess.mjs <port> <dataDir>
import { runTypeScript } from "../runTypeScript.mjs"

const { runRelayProcess } = await runTypeScript(new URL("relayProcess.ts", import.meta.url))
await runRelayProcess(Number(process.argv[2] ?? 0), process.argv[3] ?? "")
