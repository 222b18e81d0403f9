/**
 * Once per e2e run: starts ONE local stack, builds the demo for production into a temporary
 * directory, writes `devnet.json` beside the build, serves it on 127.0.0.1 and provides the URLs
 * to the tests (`e2eStack()`). Teardown stops the server and every stand-in and removes the build.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { devnetManifest, startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import { withDevWallet } from "../../../devnet/wallet/DevWalletManifest.js"
import { buildDemo } from "../../../scripts/start/buildDemo.js"
import { serveDemo, type DemoServer } from "../../../scripts/start/serveDemo.js"
import type {} from "./E2eStack.js"

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const demoDir = await mkdtemp(join(tmpdir(), "doorway-e2e-demo-"))
  const started = Date.now()
  let devnet: Devnet | undefined
  let server: DemoServer | undefined
  const teardown = async () => {
    await server?.close()
    await devnet?.stop()
    await rm(demoDir, { recursive: true, force: true })
  }
  try {
    // One after the other: a build running beside the nodes' start-up can starve them on a small machine.
    devnet = await startDevnet().catch((error: unknown) => {
      // Starting the nodes is timing-sensitive on a busy machine; a failed start stops what it
      // started, so one more try is clean.
      console.warn(`The local stack did not start (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); trying once more`)
      return startDevnet()
    })
    await buildDemo(demoDir)
    const manifest = withDevWallet(devnetManifest(devnet))
    await writeFile(join(demoDir, "devnet.json"), `${JSON.stringify(manifest, null, 2)}\n`)
    server = await serveDemo(demoDir)
    console.log(`e2e stack and demo build ready in ${Date.now() - started} ms: ${server.url}/`)
    project.provide("e2e", { demoUrl: `${server.url}/`, demoDir, devnet: manifest })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
