import { Effect } from "effect"
import { UnknownView } from "../../core/errors/RouterErrors.js"
import { openModal } from "../../core/router/openModal.js"
import type { OpenModalOptions } from "../../core/router/openModal.js"
import { viewFor } from "../views/registry.js"

/**
 * Opens the modal on a view the modal has (built in, or registered by the host); any other name,
 * a view of the spec that is not built yet included, fails with UnknownView and changes nothing.
 */
export const openView = (options: OpenModalOptions = {}) =>
  Effect.suspend(() =>
    options.view !== undefined && viewFor(options.view) === undefined
      ? Effect.fail(new UnknownView({ view: String(options.view) }))
      : openModal(options)
  )
