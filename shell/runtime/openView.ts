import { Effect, SubscriptionRef } from "effect"
import { UnknownView } from "../../core/errors/RouterErrors.js"
import { openModal, viewToOpen } from "../../core/router/openModal.js"
import type { OpenModalOptions } from "../../core/router/openModal.js"
import { Features } from "../../core/services/Features.js"
import { Options } from "../../core/services/Options.js"
import { viewIsLoaded } from "../modal/viewIsLoaded.js"
import { preloadView, viewFor } from "../views/registry.js"

/**
 * Opens the modal on a view the modal has (built in, or registered by the host); any other name,
 * a view of the spec that is not built yet included, fails with UnknownView and changes nothing.
 * The view's chunk (and, for Connect, its sections') loads first, so the frame that shows the
 * modal has the whole view; a chunk that does not load leaves the view to its own fallback.
 */
export const openView = (options: OpenModalOptions = {}) =>
  Effect.gen(function* () {
    if (options.view !== undefined && viewFor(options.view) === undefined) return yield* new UnknownView({ view: String(options.view) })
    const view = yield* viewToOpen(options)
    const context = { options: yield* Options, features: yield* SubscriptionRef.get((yield* Features).state) }
    if (!viewIsLoaded(view, context)) yield* Effect.promise(() => preloadView(view, context).catch(() => undefined))
    return yield* openModal(options)
  })
