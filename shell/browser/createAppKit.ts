import type { ChainAdapter } from "../../core/adapters/ChainAdapter.js"
import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import type { AppKitInstance } from "../AppKitInstance.js"
import { createAppKitInPage } from "../createAppKitInPage.js"

/**
 * `createAppKit` as a bundle built for browsers gets it (the `browser` condition of the package's
 * exports): the instance that runs in the page, without the server's inactive instance or the
 * check that picks it, which a page never needs. Everything else is `../createAppKit.js`.
 */
export const createAppKit = <Adapter extends ChainAdapter = ChainAdapter>(options: AppKitOptions<Adapter>): AppKitInstance =>
  createAppKitInPage(options)
