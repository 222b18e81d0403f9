/**
 * The modal's chunk, loaded on the first open (at once for an embedded modal; on a button's
 * warm-up, when the visitor shows the intent to open it): the modal, its Connect view, the view
 * registry's checks, the program that opens it, and the warm-up of the view a button opens.
 */
export { ModalShow } from "./ModalShow.js"
export { openView } from "../runtime/openView.js"
export { warmUpView } from "./warmUpView.js"
// The loaders of the built-in views live in this chunk (see builtInViews.ts).
export { builtInSections, builtInViews } from "./Modal.js"
