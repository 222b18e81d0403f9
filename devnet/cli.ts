/**
 * Starts the local stack and keeps it running until SIGINT/SIGTERM:
 *   npx vite-node devnet/cli.ts [--out devnet.json]
 * With DOORWAY_SECURE_SITE_TEST_LOGIN_CODE=123456 the secure site runs in test mode (every login
 * code is that one; see devnet/secure-site/testMode.ts).
 * Prints the stand-ins' URLs and fixtures as JSON (and writes them to `--out` when given).
 */
import { writeFileSync } from "node:fs"
import { stopOnSignals } from "./shutdown.js"
import { testModeFromEnv } from "./secure-site/testMode.js"
import { devnetManifest, startDevnet } from "./startDevnet.js"

const outIndex = process.argv.indexOf("--out")
const outPath = outIndex === -1 ? undefined : process.argv[outIndex + 1]

const started = Date.now()
const testMode = testModeFromEnv(process.env)
const devnet = await startDevnet(testMode === undefined ? {} : { secureSite: { testMode } })
stopOnSignals(devnet.stop)
const manifest = JSON.stringify(devnetManifest(devnet), null, 2)
if (outPath !== undefined) writeFileSync(outPath, `${manifest}\n`)
console.log(manifest)
console.error(`devnet ready in ${Date.now() - started} ms; Ctrl+C stops it`)
