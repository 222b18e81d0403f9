/**
 * A Vite plugin that installs the dev wallet in a page the way an extension would: it injects
 * `dev-wallet.js` at the top of `<head>` (before the app's own scripts) and provides that file and
 * its Bitcoin half (`dev-wallet-bitcoin.js`, which the first loads beside itself), each built
 * into one self-contained script: emitted beside the page on `vite build`, served by `vite` in
 * development.
 */
import { fileURLToPath } from "node:url"
import type { Plugin, Rollup } from "vite"
import { BITCOIN_HALF_SCRIPT, DEV_WALLET_SCRIPT } from "./walletScripts.js"

export { BITCOIN_HALF_SCRIPT, DEV_WALLET_SCRIPT }

/** Each script and the entry it is built from. */
const ENTRIES: Readonly<Record<string, string>> = {
  [DEV_WALLET_SCRIPT]: fileURLToPath(new URL("./entry.ts", import.meta.url)),
  [BITCOIN_HALF_SCRIPT]: fileURLToPath(new URL("./bitcoinEntry.ts", import.meta.url))
}

/** Builds one of the wallet's scripts in memory: one IIFE, every dependency inlined. */
export const buildDevWalletScript = async (fileName: string = DEV_WALLET_SCRIPT): Promise<string> => {
  const entry = ENTRIES[fileName]
  if (entry === undefined) throw new Error(`The dev wallet has no script ${fileName}`)
  const { build } = await import("vite")
  const result = await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      lib: { entry, formats: ["iife"], name: "doorwayDevWalletScript", fileName: () => fileName }
    }
  })
  const outputs = (Array.isArray(result) ? result : [result]) as ReadonlyArray<Rollup.RollupOutput>
  const chunk = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === "chunk")
  if (chunk === undefined) throw new Error(`The dev wallet build produced no ${fileName}`)
  return chunk.code
}

export const devWalletPlugin = (): Plugin => {
  let base = "/"
  const scripts = new Map<string, Promise<string>>()
  const scriptOnce = (fileName: string): Promise<string> => {
    const known = scripts.get(fileName)
    if (known !== undefined) return known
    const built = buildDevWalletScript(fileName)
    scripts.set(fileName, built)
    built.catch(() => scripts.delete(fileName))
    return built
  }
  return {
    name: "doorway-dev-wallet",
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, so the tag is left as a plain classic script.
      order: "post",
      handler: () => [{ tag: "script", attrs: { src: `${base}${DEV_WALLET_SCRIPT}` }, injectTo: "head" }]
    },
    async generateBundle() {
      for (const fileName of Object.keys(ENTRIES)) this.emitFile({ type: "asset", fileName, source: await scriptOnce(fileName) })
    },
    configureServer: (server) => {
      for (const fileName of Object.keys(ENTRIES)) {
        server.middlewares.use(`${base}${fileName}`, (_request, response, next) => {
          scriptOnce(fileName).then(
            (code) => {
              response.setHeader("content-type", "text/javascript; charset=utf-8")
              response.end(code)
            },
            next
          )
        })
      }
    }
  }
}
