import type { RouteData } from "../../core/router/RouteEntry.js"

/** What every view is rendered with: the route data of its history entry. */
export interface ViewProps {
  readonly data: RouteData | undefined
}
