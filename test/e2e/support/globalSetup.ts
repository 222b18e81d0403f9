/**
 * Once per e2e run: starts ONE local stack with a production build of the demo served on
 * 127.0.0.1 (scripts/start/startDemoStack.ts) and provides its URLs to the tests (`e2eStack()`).
 * Teardown stops the server and every stand-in and removes the build.
 *
 * With `E2E_DEMO_URL` set (the URL `npm start` printed), the tests use that running demo and its
 * `devnet.json` instead, so a change can be tried again without starting the stack each time.
 *
 * When the run includes the packed-package test, its hosts are made in the background once the
 * stack is up (packedHostsInBackground.ts), and teardown removes them.
 */
import { resolve } from "node:path"
import type { TestProject } from "vitest/node"
import { DEFAULT_DEMO_OUT_DIR } from "../../../scripts/start/buildDemo.js"
import { startDemoStack, type ServedManifest } from "../../../scripts/start/startDemoStack.js"
import type {} from "./E2eStack.js"
import { runIncludesPackedHostTest, startPackedHostsInBackground } from "./packedHostsInBackground.js"

/** The run's file filters. Vitest keeps them on its instance without a public name; absent reads as "every file". */
const fileFilters = (project: TestProject): ReadonlyArray<string> | undefined =>
  (project.vitest as unknown as { readonly filenamePattern?: ReadonlyArray<string> }).filenamePattern

/** Starts the packed hosts when the run needs them; resolves to their teardown. */
const packedHostsFor = async (project: TestProject): Promise<() => Promise<void>> => {
  if (!runIncludesPackedHostTest(fileFilters(project))) return async () => undefined
  const background = await startPackedHostsInBackground()
  project.provide("packedHosts", background.handle)
  return background.stop
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = process.env["E2E_DEMO_URL"]
  if (running !== undefined && running !== "") {
    const demoUrl = running.endsWith("/") ? running : `${running}/`
    const devnet = (await (await fetch(new URL("devnet.json", demoUrl))).json()) as ServedManifest
    project.provide("e2e", { demoUrl, demoDir: resolve(process.env["E2E_DEMO_DIR"] ?? DEFAULT_DEMO_OUT_DIR), devnet })
    return packedHostsFor(project)
  }
  const started = Date.now()
  const stack = await startDemoStack()
  console.log(`e2e stack and demo build ready in ${Date.now() - started} ms: ${stack.demoUrl}`)
  project.provide("e2e", { demoUrl: stack.demoUrl, demoDir: stack.demoDir, devnet: stack.manifest })
  // After the stack: its nodes' start-up is what a busy machine starves first.
  const stopPackedHosts = await packedHostsFor(project)
  return async () => {
    await stack.stop()
    await stopPackedHosts()
  }
}
