import type { CaipAddress } from "../../schemas/Caip.js"

/** Whether two CAIP-10 ids name the same account: the same chain, and hex addresses compared without case. */
export const sameCaipAddress = (a: CaipAddress | string, b: CaipAddress | string): boolean => a.toLowerCase() === b.toLowerCase()
