import { Data } from "effect"

/**
 * A local stand-in failed to start, answer or stop. `service` names the stand-in (e.g.
 * "anvil:137", "solana"); the message says what happened and, for child processes, ends with
 * the tail of their output.
 */
export class DevnetError extends Data.TaggedError("DevnetError")<{
  readonly service: string
  readonly message: string
  readonly cause?: unknown
}> {}
