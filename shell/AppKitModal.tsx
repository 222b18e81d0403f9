import type { AppKitInstance } from "./AppKitInstance.js"
import { useCreatedInstance } from "./hooks/useInstanceHandle.js"
import { ModalRoot } from "./modal/ModalRoot.js"
import { handleOf } from "./runtime/handles.js"

/**
 * The modal, placed by the host: for `embedded: true` (an inline card, always shown) or
 * `append: false` (the overlay rendered where the host wants it). Uses the provider's instance,
 * else the last created one, unless `instance` is given; nothing before any `createAppKit`.
 */
export const AppKitModal = ({ instance }: { readonly instance?: AppKitInstance }) => {
  const created = useCreatedInstance()
  const shown = instance ?? created
  return shown === undefined ? null : <ModalRoot shell={handleOf(shown)} />
}
