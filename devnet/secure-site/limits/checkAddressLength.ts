import { MAX_ADDRESS_LENGTH, MAX_LOCAL_PART_LENGTH } from "./loginLimits.js"
import { invalidEmail } from "./LoginRefusal.js"

/** Refuses an address over RFC 5321's limits (64 for the local part, 254 in all) before any mail. */
export const checkAddressLength = (email: string): void => {
  const at = email.lastIndexOf("@")
  if (email.length > MAX_ADDRESS_LENGTH || at > MAX_LOCAL_PART_LENGTH) throw invalidEmail()
}
