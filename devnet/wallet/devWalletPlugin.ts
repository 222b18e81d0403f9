/**
 * A Vite plugin that installs the dev wallet in a page the way an extension would: it injects
 * `dev-wallet.js` at the top of `<head>` (before the app's own scripts) and provides that file,
 * built from `entry.ts` into one self-contained script: emitted beside the page on `vite build`,
 * served by `vite` in development.
 */
import { fileURLToPath } from "node:url"
import type { Plugin, Rollup } from "vite"

export const DEV_WALLET_SCRIPT = "dev-wallet.js"

const entry = fileURLToPath(new URL("./entry.ts", import.meta.url))

/** Builds the wallet script in memory: one IIFE, every dependency inlined. */
export const buildDevWalletScript = async (): Promise<string> => {
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
      lib: { entry, formats: ["iife"], name: "doorwayDevWalletScript", fileName: () => DEV_WALLET_SCRIPT }
    }
  })
  const outputs = (Array.isArray(result) ? result : [result]) as ReadonlyArray<Rollup.RollupOutput>
  const chunk = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === "chunk")
  if (chunk === undefined) throw new Error("The dev wallet build produced no script")
  return chunk.code
}

export const devWalletPlugin = (): Plugin => {
  let base = "/"
  let script: Promise<string> | undefined
  const scriptOnce = () => (script ??= buildDevWalletScript())
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
      this.emitFile({ type: "asset", fileName: DEV_WALLET_SCRIPT, source: await scriptOnce() })
    },
    configureServer: (server) => {
      server.middlewares.use(`${base}${DEV_WALLET_SCRIPT}`, (_request, response, next) => {
        scriptOnce().then(
          (code) => {
            response.setHeader("content-type", "text/javascript; charset=utf-8")
            response.end(code)
          },
          (error: unknown) => {
            script = undefined
            next(error)
          }
        )
      })
    }
  }
}
