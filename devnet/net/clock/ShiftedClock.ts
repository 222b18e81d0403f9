/**
 * A stand-in's clock: the machine's time plus a shift a test may move forward (never back), so a
 * browser test can wait out the secure site's 30 s between mails in no time at all. The shift is
 * set at `/__clock` (clockAdmin.ts) and starts at 0, so `npm start` keeps real time.
 */
export interface ShiftedClock {
  /** Epoch ms on this stand-in's clock. */
  readonly now: () => number
  /** Moves the clock `ms` forward; returns the shift in all. */
  readonly advance: (ms: number) => number
  readonly shiftMs: () => number
}

export const makeShiftedClock = (machineNow: () => number = Date.now): ShiftedClock => {
  let shift = 0
  return {
    now: () => machineNow() + shift,
    advance: (ms) => (shift += ms),
    shiftMs: () => shift
  }
}
