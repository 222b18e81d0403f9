import { readFile } from "node:fs/promises"

/** The dev wallet's page script, shipped beside this module by the build (`dist/testing/dev-wallet.js`). */
export const DEV_WALLET_BUNDLE = "dev-wallet.js"

/** The wallet's page script (devnet/wallet/entry.ts built into one file): read once per process. */
let bundle: Promise<string> | undefined
export const devWalletBundle = (): Promise<string> => {
  // Resolved at run time, beside the built module (a `new URL(…, import.meta.url)` would make the build look for it).
  const here = import.meta.url
  bundle ??= readFile(new URL(DEV_WALLET_BUNDLE, here), "utf8").catch((error: unknown) => {
    bundle = undefined
    throw new Error(`The dev wallet's script ${DEV_WALLET_BUNDLE} is not beside doorway-connect/testing: build the package first (npm run build)`, { cause: error })
  })
  return bundle
}
