#!/usr/bin/env node
/**
 * `npm start`: runs `scripts/start/main.ts` (which shares the devnet's TypeScript modules) in this
 * very process through vite-node, so Ctrl-C reaches the one process that stops everything.
 * Options: `npm start -- --help`.
 */
import { fileURLToPath } from "node:url"
import { createServer } from "vite"
import { ViteNodeRunner } from "vite-node/client"
import { ViteNodeServer } from "vite-node/server"
import { installSourcemapsSupport } from "vite-node/source-map"

const root = fileURLToPath(new URL("..", import.meta.url))

const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  server: { hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] }
})
await vite.environments.client.pluginContainer.buildStart({})
const node = new ViteNodeServer(vite)
installSourcemapsSupport({ getSourceMap: (source) => node.getSourceMap(source) })
const runner = new ViteNodeRunner({
  root: vite.config.root,
  base: vite.config.base,
  fetchModule: (id) => node.fetchModule(id),
  resolveId: (id, importer) => node.resolveId(id, importer)
})
await runner.executeId("/@vite/env")
await runner.executeFile(fileURLToPath(new URL("start/main.ts", import.meta.url)))
