#!/usr/bin/env node
/**
 * `npm start`: runs `scripts/start/main.ts` (which shares the devnet's TypeScript modules) in this
 * very process, so Ctrl-C reaches the one process that stops everything. Options: `npm start -- --help`.
 * Node does not run TypeScript: `runTypeScript` bundles the program first (see runTypeScript.mjs).
 */
import { runTypeScript } from "./runTypeScript.mjs"

await runTypeScript(new URL("start/main.ts", import.meta.url))
