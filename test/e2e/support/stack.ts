import { inject } from "vitest"
import type { E2eStack } from "./E2eStack.js"

/** The stack the e2e global setup started, for a browser test. */
export const e2eStack = (): E2eStack => inject("e2e")
