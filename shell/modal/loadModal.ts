import { registerBuiltInViews } from "../views/registry.js"
import { keepLoadedModal, loadedModal } from "./loadedModal.js"
import type { ModalPartsModule } from "./loadedModal.js"

export type { ModalPartsModule } from "./loadedModal.js"

export interface LoadModal {
  readonly preload: () => Promise<ModalPartsModule>
  readonly loaded: () => ModalPartsModule | undefined
}

let pending: Promise<ModalPartsModule> | undefined

/**
 * The modal's chunk (`ModalParts`), loaded once on demand: by `open()`, by a button's warm-up
 * (`useModalOpener`), and by the modal root when the modal shows without it. A failed load is
 * tried again. Only the runtime's chunk imports it, so the bundler keeps the code the modal
 * shares with the runtime in the runtime's chunk.
 */
export const loadModal: LoadModal = {
  preload: (): Promise<ModalPartsModule> => {
    // The views the modal shows are registered before it loads (a no-op after the first time).
    registerBuiltInViews()
    return (pending ??= import("./ModalParts.js").then(
      keepLoadedModal,
      (error: unknown) => {
        pending = undefined
        throw error
      }
    ))
  },
  loaded: loadedModal
}
