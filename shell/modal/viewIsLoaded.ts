import type { ViewName } from "../../core/router/ViewName.js"
import { connectSections } from "../views/connectSections.js"
import type { ConnectSectionContext } from "../views/connectSections.js"
import { viewFor } from "../views/registeredViews.js"

/** Whether `view`'s chunk (and, for Connect, its sections') is in, so the view can show at once. */
export const viewIsLoaded = (view: ViewName, context: ConnectSectionContext): boolean =>
  viewFor(view)?.component.loaded() !== undefined &&
  (view !== "Connect" || connectSections(context).every((section) => section.component.loaded() !== undefined))
