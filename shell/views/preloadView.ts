import { connectSections } from "./connectSections.js"
import type { ConnectSectionContext } from "./connectSections.js"
import { viewFor } from "./registeredViews.js"
import type { ViewName } from "../../core/router/ViewName.js"

/**
 * Loads what showing `name` needs: the view's chunk and, for Connect, the chunks of the sections
 * it will show. Opening the modal waits for this, so the first frame has the whole view. It reads
 * the tables only: the modal's chunk imports it without importing the registry that loads that chunk.
 */
export const preloadView = (name: ViewName, context: ConnectSectionContext): Promise<void> => {
  const view = viewFor(name)
  const sectionLoads = name === "Connect" ? connectSections(context).map((section) => section.component.preload()) : []
  return Promise.all([view?.component.preload(), ...sectionLoads]).then(() => undefined)
}

