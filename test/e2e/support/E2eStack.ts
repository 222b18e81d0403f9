/**
 * What the e2e global setup hands to the browser tests: the served demo and the `devnet.json` it
 * serves (the stand-ins' URLs and fixtures, and the dev wallet's section). Types only, so the
 * global setup (which runs outside the test workers) can name them.
 */
import type { ServedManifest } from "../../../scripts/start/startDemoStack.js"

export type { ServedManifest }

export interface E2eStack {
  /** The demo's page, `http://127.0.0.1:PORT/`. */
  readonly demoUrl: string
  /** The directory of the demo's production build (with `devnet.json`). */
  readonly demoDir: string
  readonly devnet: ServedManifest
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: E2eStack
  }
}
