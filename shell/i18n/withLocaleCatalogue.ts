import type { LoadModal } from "../modal/loadModal.js"
import { loadCatalogue } from "./loadCatalogue.js"
import type { WrittenLocale } from "./locales.js"

/**
 * The modal's loader for one instance: its language's catalogue starts loading with the modal's
 * chunk, in parallel, so the first open waits for neither after the other. A catalogue that does
 * not load leaves the modal in English.
 */
export const withLocaleCatalogue = (modal: LoadModal, locale: WrittenLocale): LoadModal => ({
  preload: () => Promise.all([modal.preload(), loadCatalogue(locale).catch(() => undefined)]).then(([parts]) => parts),
  loaded: modal.loaded
})
