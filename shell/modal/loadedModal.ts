import type * as ModalParts from "./ModalParts.js"

export type ModalPartsModule = typeof ModalParts

let current: ModalPartsModule | undefined

/**
 * The modal's chunk once it has loaded (loadModal.ts keeps it here). A view loader reaches it
 * through this reference rather than a second `import()`, which would wait for a later task even
 * though the chunk is in: the view then shows in the frame the modal opens in.
 */
export const loadedModal = (): ModalPartsModule | undefined => current

export const keepLoadedModal = (module: ModalPartsModule): ModalPartsModule => (current = module)
