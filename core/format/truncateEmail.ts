import { EMAIL_DISPLAY_CUTOFF } from "../constants.js"

/** An email as the wallet list shows it: cut after 30 characters, with an ellipsis when cut. */
export const truncateEmail = (email: string): string =>
  email.length <= EMAIL_DISPLAY_CUTOFF ? email : `${email.slice(0, EMAIL_DISPLAY_CUTOFF)}\u2026`
