import { Data } from "effect"
import type { ViewName } from "./ViewName.js"

/**
 * The user tried to close the modal on the sign-in or approval view while sign-in is required and
 * no session exists (SPEC §2). Nothing changed; the shell may keep the close button inert.
 */
export class ModalCloseBlocked extends Data.TaggedError("ModalCloseBlocked")<{ readonly view: ViewName }> {}
