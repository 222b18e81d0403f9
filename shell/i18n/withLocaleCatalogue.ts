import type { LoadModal } from "../modal/loadModal.js"
import { loadModalTexts } from "./loadCatalogue.js"
import type { WrittenLocale } from "./locales.js"

/**
 * The modal's loader for one instance: its language's catalogue starts loading with the modal's
 * chunk, in parallel, so the first open waits for neither after the other. A catalogue that does
 * not load leaves the modal in English; with no texts at all the load fails as a chunk's does.
 */
export const withLocaleCatalogue = (modal: LoadModal, locale: WrittenLocale): LoadModal => ({
  preload: () => Promise.all([modal.preload(), loadModalTexts(locale)]).then(([parts]) => parts),
  loaded: modal.loaded
})
