import type { SiwxSession } from "../../schemas/Siwx.js"

/**
 * The sessions whose EVM signature this page has seen verified, through the chain when it took an
 * ERC-1271 contract. A stored session is read back where the chain may not be at hand (whether the
 * modal may close, SPEC §4); a contract account's session verified once still counts there. A
 * signature's validity does not depend on which instance asked, so one set serves the page.
 */
const confirmed = new Set<string>()

const keyOf = (session: SiwxSession): string => `${session.data.chainId}\n${session.signature}\n${session.message}`

export const rememberConfirmed = (session: SiwxSession): void => {
  confirmed.add(keyOf(session))
}

export const isConfirmed = (session: SiwxSession): boolean => confirmed.has(keyOf(session))
