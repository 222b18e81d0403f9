import { Effect, Ref } from "effect"
import { UnknownView } from "../../core/errors/RouterErrors.js"
import { viewNameOf } from "../../core/router/AppKitViewName.js"
import { awaitActiveRestore } from "../../core/router/awaitActiveRestore.js"
import { openModal, viewToOpen } from "../../core/router/openModal.js"
import type { RouteData } from "../../core/router/RouteEntry.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { Features } from "../../core/services/Features.js"
import { Options } from "../../core/services/Options.js"
import { viewIsLoaded } from "../modal/viewIsLoaded.js"
import { viewFor } from "../views/registeredViews.js"
import { preloadView } from "../views/preloadView.js"

/** Views only a program opens: ApproveTransaction exists while the embedded wallet waits for an approval. */
const NOT_FOR_HOSTS: ReadonlySet<string> = new Set(["ApproveTransaction"])

export interface OpenViewOptions {
  /** AppKit's public name of a view or the spec's; checked here, as it may come from unchecked code. */
  readonly view?: string
  readonly data?: RouteData
  /** The chain family Connect lists the wallets of (AppKit's `open({ namespace })`). */
  readonly namespace?: ChainNamespace
}

/**
 * Opens the modal on a view the modal has (built in, or registered by the host), named by AppKit's
 * public name (`Networks` shows SwitchNetwork) or by the spec's; any other name, a view of the spec
 * that is not built yet and one only a program shows included, fails with UnknownView (carrying the name as given) and changes
 * nothing. Without a name, Account or Connect is decided once a stored connection the start-up
 * restores has come back or not (`awaitActiveRestore`). The view's chunk (and, for Connect, its sections') loads first, so the frame that shows
 * the modal has the whole view; a chunk that does not load leaves the view to its own fallback.
 */
export const openView = (options: OpenViewOptions = {}) =>
  Effect.gen(function* () {
    const named = options.view === undefined ? undefined : viewNameOf(options.view)
    if (options.view !== undefined && (named === undefined || NOT_FOR_HOSTS.has(named) || viewFor(named) === undefined)) {
      return yield* new UnknownView({ view: String(options.view) })
    }
    // The namespace travels with the route: Connect filters its wallets by it.
    const data = options.namespace === undefined ? options.data : { ...options.data, namespace: options.namespace }
    const target = { view: named, data }
    // Without a named view, a stored connection being restored is waited for (at most 1 s), so the
    // account a returning visitor sees painted opens as their account.
    if (named === undefined) yield* awaitActiveRestore
    const view = yield* viewToOpen(target)
    const context = { options: yield* Options, features: yield* Ref.get((yield* Features).state) }
    if (!viewIsLoaded(view, context)) yield* Effect.promise(() => preloadView(view, context).catch(() => undefined))
    // The view decided above (after any restore it waited for), not decided a second time.
    return yield* openModal({ view, data })
  })
