import { MAX_ADDRESS_LENGTH, MAX_LOCAL_PART_LENGTH } from "./loginLimits.js"
import { invalidEmail } from "./LoginRefusal.js"

/** Over RFC 5321's limits: more than 64 characters before the @, or more than 254 in all. */
export const isOverlongAddress = (email: string): boolean => email.length > MAX_ADDRESS_LENGTH || email.lastIndexOf("@") > MAX_LOCAL_PART_LENGTH

/** Refuses an overlong address (isOverlongAddress) before any mail. */
export const checkAddressLength = (email: string): void => {
  if (isOverlongAddress(email)) throw invalidEmail()
}
