import type { ChainAdapter } from "../core/adapters/ChainAdapter.js"
import type { AppKitOptions, NetworkList, NetworkListOf } from "../core/config/AppKitOptions.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { createAppKitInPage } from "./createAppKitInPage.js"
import { createServerInstance } from "./createServerInstance.js"
import { inBrowser } from "./runtime/inBrowser.js"

export { MODAL_ELEMENT } from "./createAppKitInPage.js"

/**
 * Creates a modal and returns at once, so the host's first render waits for nothing: the hooks and
 * getters read the state the instance starts with, computed from `options`. The instance's
 * runtime (its services, and the start-up program: option checks, wallet discovery, silent
 * reconnection, remote features, allowed origins) is a chunk of its own, loaded and started once
 * the host's first frame is drawn, or at once by `open()` and by an embedded modal. The modal is
 * mounted at the end of `body` unless `embedded` or `append: false` (then render `AppKitModal`).
 * Hooks without a provider use the instance created last.
 *
 * Outside a browser (a server rendering the host app) it makes an inactive instance that only
 * answers its start state: no request, timer, socket or mount (see `createServerInstance`). The
 * browser's own call makes the instance that runs, and React hydrates the server's markup with
 * the same start state before showing the browser's. A bundle built for browsers (the `browser`
 * condition of the package's exports) gets `browser/createAppKit.ts` instead, without that path.
 */
export const createAppKit = <Adapter extends ChainAdapter = ChainAdapter, const Networks extends NetworkList = NetworkListOf<Adapter>>(
  options: AppKitOptions<Adapter, Networks>
): AppKitInstance => {
  // The families were checked in this signature; the modal checks them again at start.
  const checked = options as unknown as AppKitOptions
  return inBrowser() ? createAppKitInPage(checked) : createServerInstance(checked)
}
