import { Context } from "effect"
import type { StateRef } from "../state/StateRef.js"

export interface ModalState {
  readonly open: boolean
  /** A long operation (connecting, signing) is under way; the shell shows it. */
  readonly loading: boolean
}

/** Whether the modal is open. Written only by core programs (open, close, router rules). */
export class Modal extends Context.Tag("doorway/Modal")<
  Modal,
  { readonly state: StateRef<ModalState> }
>() {}
