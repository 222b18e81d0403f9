import { viewNameOf } from "../../core/router/AppKitViewName.js"
import { viewFor } from "../views/registeredViews.js"

/**
 * Loads the chunk of the view that `open({ view })` names (AppKit's public name or the spec's),
 * ahead of the open: a button's warm-up. Connect comes with the modal's chunk; an unknown name
 * loads nothing (the open reports it), and a chunk that fails is left for the open to try again.
 */
export const warmUpView = (view: string | undefined): Promise<void> => {
  const named = view === undefined ? undefined : viewNameOf(view)
  const entry = named === undefined ? undefined : viewFor(named)
  return entry === undefined ? Promise.resolve() : entry.component.preload().then(() => undefined, () => undefined)
}
