import type { ChainAdapter } from "../../core/adapters/ChainAdapter.js"
import type { AppKitOptions, NetworkList, NetworkListOf } from "../../core/config/AppKitOptions.js"
import type { AppKitInstance } from "../AppKitInstance.js"
import { createAppKitInPage } from "../createAppKitInPage.js"

/**
 * `createAppKit` as a bundle built for browsers gets it (the `browser` condition of the package's
 * exports): the instance that runs in the page, without the server's inactive instance or the
 * check that picks it, which a page never needs. Everything else is `../createAppKit.js`.
 */
export const createAppKit = <Adapter extends ChainAdapter = ChainAdapter, const Networks extends NetworkList = NetworkListOf<Adapter>>(
  options: AppKitOptions<Adapter, Networks>
): AppKitInstance =>
  // The families were checked in this signature; the modal checks them again at start.
  createAppKitInPage(options as unknown as AppKitOptions)
