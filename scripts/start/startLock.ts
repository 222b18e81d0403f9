/**
 * One `npm start` at a time on a checkout's shared folders (the demo build in `demo/dist`, the
 * relay's journal, the secure site's users): the run that holds the lock file writes them; a second
 * run reads who holds it and says where that demo is instead of writing over it.
 *
 * The lock holds `{ pid, port }`. It is created whole or not at all (written beside, then linked
 * into place: `link` fails when the name exists), so a reader never sees half of it. A lock whose
 * process is gone (a run that crashed or was killed) is stale and taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs"
import { Either, Schema } from "effect"

export const StartLockHolder = Schema.Struct({
  pid: Schema.Int.pipe(Schema.positive()),
  /** The demo's port: the one asked for until the server listens, then the one it got. */
  port: Schema.Int.pipe(Schema.between(0, 65535))
})
export type StartLockHolder = typeof StartLockHolder.Type

export interface HeldStartLock {
  readonly held: true
  /** Records the port the demo's server got (a `--port 0` run knows it only once it listens). */
  readonly update: (port: number) => void
  /** Removes the lock if it is still this run's. Idempotent. */
  readonly release: () => void
}

export interface RefusedStartLock {
  readonly held: false
  readonly holder: StartLockHolder
}

const decodeHolder = Schema.decodeUnknownEither(Schema.parseJson(StartLockHolder))
const encode = (holder: StartLockHolder) => `${JSON.stringify(holder)}\n`

const code = (error: unknown) => (error as NodeJS.ErrnoException).code

/** The lock file's text, or undefined once it is gone. */
const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8")
  } catch (error) {
    if (code(error) === "ENOENT") return undefined
    throw error
  }
}

const removeIfPresent = (file: string) => {
  try {
    unlinkSync(file)
  } catch (error) {
    if (code(error) !== "ENOENT") throw error
  }
}

/** Whether a process with this id runs (EPERM: it does, as another user). */
export const processIsAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return code(error) === "EPERM"
  }
}

/**
 * Takes the lock at `file` for `self`, or answers who holds it. `isAlive` tells a live holder from
 * a stale one; a lock naming this very process (its id reused after a crash) is stale too, as is
 * one that cannot be read as a holder.
 */
export const acquireStartLock = (
  file: string,
  self: StartLockHolder,
  isAlive: (pid: number) => boolean = processIsAlive
): HeldStartLock | RefusedStartLock => {
  const candidate = `${file}.${self.pid}.new`
  const aside = `${file}.${self.pid}.stale`
  // Each pass either takes the lock, finds a live holder, or clears one stale lock; a handful of
  // passes is only ever needed when several runs start at the very instant a stale lock is found.
  for (let pass = 0; pass < 8; pass++) {
    writeFileSync(candidate, encode(self))
    try {
      linkSync(candidate, file)
      unlinkSync(candidate)
      return held(file, self)
    } catch (error) {
      unlinkSync(candidate)
      if (code(error) !== "EEXIST") throw error
    }
    const text = readText(file)
    if (text === undefined) continue
    const holder = decodeHolder(text)
    if (Either.isRight(holder) && holder.right.pid !== self.pid && isAlive(holder.right.pid)) return { held: false, holder: holder.right }
    // Stale: moved aside, then checked to be the lock judged stale. Another run may have taken it
    // over in between; its fresh lock is put back.
    try {
      renameSync(file, aside)
    } catch (error) {
      if (code(error) === "ENOENT") continue
      throw error
    }
    if (readText(aside) !== text) {
      try {
        linkSync(aside, file)
      } catch (error) {
        if (code(error) !== "EEXIST") throw error
      }
    }
    removeIfPresent(aside)
  }
  throw new Error(`Could not take the lock ${file}: it kept changing`)
}

const held = (file: string, self: StartLockHolder): HeldStartLock => {
  let current = self
  const isOurs = () => {
    const text = readText(file)
    if (text === undefined) return false
    const holder = decodeHolder(text)
    return Either.isRight(holder) && holder.right.pid === self.pid
  }
  let released = false
  return {
    held: true,
    update: (port) => {
      if (released) return
      current = { ...current, port }
      const next = `${file}.${self.pid}.new`
      writeFileSync(next, encode(current))
      renameSync(next, file)
    },
    release: () => {
      if (released) return
      released = true
      if (isOurs()) removeIfPresent(file)
    }
  }
}

/** What a second `npm start` prints when the lock is held. */
export const alreadyRunningMessage = (holder: StartLockHolder, host = "127.0.0.1"): string =>
  holder.port === 0
    ? `Doorway's demo is already starting in this checkout (pid ${holder.pid}); its own terminal prints its URL. Stop it first (Ctrl-C there, or kill ${holder.pid}).`
    : `Doorway's demo is already running at http://${host}:${holder.port}/ (pid ${holder.pid}). Stop it first (Ctrl-C in its terminal, or kill ${holder.pid}).`
