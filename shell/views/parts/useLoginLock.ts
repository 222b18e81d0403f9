import { Option } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { WrongCodesLocked } from "../../../core/errors/EmbeddedWalletErrors.js"
import type { ProgramStatus } from "./useProgram.js"
import { useRetryCountdown } from "./useRetryCountdown.js"

const lockEndOf = (status: ProgramStatus<unknown>): number | undefined =>
  status._tag === "Failed" && Option.isSome(status.error) && status.error.value instanceof WrongCodesLocked ? status.error.value.untilMs : undefined

export interface LoginLock {
  /** `status` failed with the lock. */
  readonly isLock: boolean
  /** Its text with the seconds left while it holds; undefined once it is over. */
  readonly text: string | undefined
}

/**
 * The secure site's lock after too many wrong codes (WrongCodesLocked), when `status` failed with
 * it, counted down on the instance's clock (the seconds left, rounded up, as SPEC §5 words a wait).
 */
export const useLoginLock = (status: ProgramStatus<unknown>): LoginLock => {
  const untilMs = lockEndOf(status)
  const secondsLeft = useRetryCountdown(untilMs)
  if (untilMs === undefined) return { isLock: false, text: undefined }
  return { isLock: true, text: secondsLeft === 0 ? undefined : messageOf(new WrongCodesLocked({ remainingMs: secondsLeft * 1000, untilMs })) }
}
