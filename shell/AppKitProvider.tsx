import type { ReactNode } from "react"
import type { AppKitInstance } from "./AppKitInstance.js"
import { InstanceContext } from "./InstanceContext.js"

/**
 * Optional: makes the hooks below it use `instance` instead of the last created one, for pages
 * with more than one modal.
 */
export const AppKitProvider = ({ instance, children }: { readonly instance: AppKitInstance; readonly children?: ReactNode }) => (
  <InstanceContext value={instance}>{children}</InstanceContext>
)
