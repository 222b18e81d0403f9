/**
 * The frame page's script, bundled once per process with esbuild (about a second) on the first
 * request for it, so starting the devnet pays nothing for it.
 */
import { fileURLToPath } from "node:url"

const ENTRY = fileURLToPath(new URL("./frame/framePage.ts", import.meta.url))

let built: Promise<string> | undefined

export const frameScript = (): Promise<string> => {
  built ??= import("esbuild")
    .then(({ build }) =>
      build({
        entryPoints: [ENTRY],
        bundle: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        minify: true,
        write: false,
        logLevel: "silent"
      })
    )
    .then((result) => result.outputFiles[0]?.text ?? "")
  // A failed build is tried again on the next request.
  built.catch(() => {
    built = undefined
  })
  return built
}
