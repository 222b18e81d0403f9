// The bench's phone process (phoneWallet.ts), started by walletConnectBench.ts with an IPC channel.
import { runTypeScript } from "../runTypeScript.mjs"

const { runPhone } = await runTypeScript(new URL("phoneWallet.ts", import.meta.url))
runPhone()
process.send?.("loaded")
