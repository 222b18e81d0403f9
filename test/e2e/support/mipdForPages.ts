/** mipd's announce helper as one classic script defining `window.testWalletMipd`, for init scripts. */
import { build } from "esbuild"
import { fileURLToPath } from "node:url"

let mipdScript: Promise<string> | undefined

export const mipdForPages = (): Promise<string> =>
  (mipdScript ??= build({
    stdin: { contents: 'export { announceProvider } from "mipd"', resolveDir: fileURLToPath(new URL("../../../", import.meta.url)) },
    bundle: true,
    write: false,
    format: "iife",
    globalName: "testWalletMipd",
    target: "es2022",
    // Init scripts may be wrapped in a function, so the global is set explicitly.
    footer: { js: "window.testWalletMipd = testWalletMipd;" },
    logLevel: "silent"
  }).then((result) => result.outputFiles[0]!.text))
