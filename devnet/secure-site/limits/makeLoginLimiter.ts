/**
 * The bookkeeping behind the site's login limits (loginLimits.ts), on an injectable clock so tests
 * reach each boundary without waiting. Wrong codes are counted per login (one browser's login of
 * one address) and per address (every browser); either limit locks: the code is void, and no code
 * is taken and no mail sent for it until the lock ends. A login that succeeds clears its counts.
 */
import { LOCK_MS, RESEND_INTERVAL_MS, WRONG_CODE_WINDOW_MS, WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_LOGIN } from "./loginLimits.js"
import { resendThrottled, wrongCodesLocked, type LoginRefusal } from "./LoginRefusal.js"

export interface LoginLimiter {
  /** Throws the refusal when no mail may go to `email` from this browser now; else counts the mail. */
  readonly mailing: (device: string, email: string) => void
  /** Throws the lock's refusal when this login may not try a code now. */
  readonly tryingCode: (device: string, email: string) => void
  /** Counts a wrong code; gives the lock's refusal when this one locks the login or the address. */
  readonly wrongCode: (device: string, email: string) => LoginRefusal | undefined
  readonly loggedIn: (device: string, email: string) => void
}

export const makeLoginLimiter = (now: () => number): LoginLimiter => {
  const lastMailAt = new Map<string, number>()
  const lockedUntil = new Map<string, number>()
  const wrongByLogin = new Map<string, number>()
  const wrongByAddress = new Map<string, ReadonlyArray<number>>()
  const loginKey = (device: string, email: string) => `${device} ${email}`

  /** Ms left of the longest lock on these keys; 0 when none holds. An ended lock is forgotten. */
  const lockLeft = (keys: ReadonlyArray<string>): number => {
    const at = now()
    let left = 0
    for (const key of keys) {
      const until = lockedUntil.get(key)
      if (until === undefined) continue
      if (until <= at) {
        lockedUntil.delete(key)
        wrongByLogin.delete(key)
      } else left = Math.max(left, until - at)
    }
    return left
  }

  const checkLocks = (device: string, email: string) => {
    const left = lockLeft([loginKey(device, email), email])
    if (left > 0) throw wrongCodesLocked(left)
  }

  return {
    mailing: (device, email) => {
      checkLocks(device, email)
      const last = lastMailAt.get(email)
      const wait = last === undefined ? 0 : last + RESEND_INTERVAL_MS - now()
      if (wait > 0) throw resendThrottled(wait)
      lastMailAt.set(email, now())
    },
    tryingCode: checkLocks,
    wrongCode: (device, email) => {
      const at = now()
      const login = loginKey(device, email)
      const byLogin = (wrongByLogin.get(login) ?? 0) + 1
      const byAddress = [...(wrongByAddress.get(email) ?? []).filter((time) => time > at - WRONG_CODE_WINDOW_MS), at]
      wrongByLogin.set(login, byLogin)
      wrongByAddress.set(email, byAddress)
      if (byAddress.length >= WRONG_CODES_PER_ADDRESS) {
        lockedUntil.set(email, at + LOCK_MS)
        wrongByAddress.delete(email)
      } else if (byLogin >= WRONG_CODES_PER_LOGIN) lockedUntil.set(login, at + LOCK_MS)
      else return undefined
      return wrongCodesLocked(LOCK_MS)
    },
    loggedIn: (device, email) => {
      const login = loginKey(device, email)
      wrongByLogin.delete(login)
      wrongByAddress.delete(email)
      lastMailAt.delete(email)
    }
  }
}
