/**
 * What the email section runs, in a chunk of its own: loaded when the visitor first focuses the
 * field, so opening the modal waits for none of it, the email rule included.
 */
import { Schema } from "effect"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import { prepareEmbeddedWallet } from "../../../core/embedded/prepareEmbeddedWallet.js"
import { withInstanceFrame } from "../../../core/frame/withInstanceFrame.js"
import { Email } from "../../../schemas/Email.js"

/** The typed address when it is a valid email (SPEC §5), else None. */
export const readEmail = Schema.decodeUnknownOption(Email)

/** Asks the instance's frame to email a code, then moves on (SPEC §4). */
export const sendCode = (email: typeof Email.Type) => withInstanceFrame(beginEmailLogin(email))

/** Creates the instance's frame on the active EVM network (SPEC §4: on first need). */
export const prepareFrame = withInstanceFrame(prepareEmbeddedWallet)
