/**
 * `npm run profile -- <step>`: a CPU profile of one step of the visitor's journey (see
 * scripts/profile/profileSteps.ts). Steps: first-open, later-open, wallet-click, phone-start.
 * PROFILE_RUNS runs (3 by default); PROFILE_DEPTH outer frames name a timeline segment (3).
 */
import { CHROMIUM_ARGS } from "../size/hostApp.mjs"
import { runTypeScript } from "./runTypeScript.mjs"

const step = process.argv[2] ?? "first-open"
const { profileStep } = await runTypeScript(new URL("profile/profileSteps.ts", import.meta.url))
await profileStep(step, {
  runs: Number(process.env.PROFILE_RUNS ?? 3),
  depth: Number(process.env.PROFILE_DEPTH ?? 3),
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromiumArgs: CHROMIUM_ARGS
})
