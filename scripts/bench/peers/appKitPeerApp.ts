/**
 * The AppKit peer app of `bench/peers/appkit`: installed from its own lock file the first time it
 * is asked for (it is not a dependency of the project), then built with its own Vite, as a user
 * builds it. Its Vite config takes the dev wallet's plugin from the repository.
 */
import { spawn } from "node:child_process"
import { access } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const APPKIT_PEER_DIR = fileURLToPath(new URL("../../../bench/peers/appkit/", import.meta.url))

const run = (command: string, args: ReadonlyArray<string>, cwd: string): Promise<void> =>
  new Promise((resolve, reject) => {
    // Its output only matters when it fails: kept and shown then.
    const output: Array<Buffer> = []
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk))
    child.once("error", reject)
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} in ${cwd} exited with ${code}:\n${Buffer.concat(output).toString()}`))
    )
  })

const exists = (path: string) => access(path).then(() => true, () => false)

/** Installs the peer's packages unless they are there already. */
export const installAppKitPeer = async (dir = APPKIT_PEER_DIR): Promise<void> => {
  if (await exists(join(dir, "node_modules"))) return
  const npm = process.platform === "win32" ? "npm.cmd" : "npm"
  await run(npm, ["install", "--no-audit", "--no-fund"], dir)
}

/** Builds the peer for production into its `dist/`; resolves to that directory. */
export const buildAppKitPeer = async (dir = APPKIT_PEER_DIR): Promise<string> => {
  await run(process.execPath, [join(dir, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], dir)
  return join(dir, "dist")
}
