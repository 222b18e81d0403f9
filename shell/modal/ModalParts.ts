/**
 * The modal's chunk, loaded on the first open (at once for an embedded modal): the modal, its
 * Connect view, the view registry's checks, and the program that opens it.
 */
export { ModalShow } from "./ModalShow.js"
export { openView } from "../runtime/openView.js"
export { warmUpView } from "./warmUpView.js"
// The loaders of the built-in views live in this chunk (see builtInViews.ts).
export { builtInSections, builtInViews } from "./Modal.js"
