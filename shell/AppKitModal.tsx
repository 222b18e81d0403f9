import type { AppKitInstance } from "./AppKitInstance.js"
import { useInstanceHandle } from "./hooks/useInstanceHandle.js"
import { ModalRoot } from "./modal/ModalRoot.js"
import { handleOf } from "./runtime/handles.js"

/**
 * The modal, placed by the host: for `embedded: true` (an inline card, always shown) or
 * `append: false` (the overlay rendered where the host wants it). Uses the provider's instance,
 * else the last created one, unless `instance` is given.
 */
export const AppKitModal = ({ instance }: { readonly instance?: AppKitInstance }) => {
  const { shell } = useInstanceHandle("AppKitModal")
  return <ModalRoot shell={instance === undefined ? shell : handleOf(instance)} />
}
