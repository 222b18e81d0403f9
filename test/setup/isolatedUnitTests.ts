import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"

/**
 * The unit test files that need a fresh process each: the React shell's (React's scheduler and
 * jsdom keep what the first file installed, fake timers included) and every file that loads the
 * WalletConnect SDK (its cores and sockets live on the global object). Found by reading the files,
 * so a new test lands in the right project without a list to keep.
 */
const root = fileURLToPath(new URL("../..", import.meta.url))
const needsOwnProcess = /@walletconnect\/|makeSignClient|WalletConnectLive|UniversalProvider|startDevnet|startRelay/

const testFilesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFilesUnder(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

export const isolatedUnitTests: ReadonlyArray<string> = testFilesUnder(join(root, "test"))
  .map((path) => relative(root, path))
  .filter((file) => !file.startsWith("test/e2e/"))
  .filter((file) => file.startsWith("test/shell/") || needsOwnProcess.test(readFileSync(join(root, file), "utf8")))
