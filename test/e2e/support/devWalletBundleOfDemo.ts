/**
 * `doorway-connect/testing` reads the dev wallet's script from beside its built module; from the
 * sources (vitest.config.ts maps the module here), the same script comes from the e2e stack's
 * demo build, which carries it beside the page.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { DEV_WALLET_SCRIPT } from "../../../devnet/wallet/walletScripts.js"
import { e2eStack } from "./stack.js"

export const devWalletBundle = (): Promise<string> => readFile(join(e2eStack().demoDir, DEV_WALLET_SCRIPT), "utf8")
