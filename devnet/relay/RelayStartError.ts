import { Data } from "effect"

/** The requested port already has a listener. */
export class RelayPortInUse extends Data.TaggedError("RelayPortInUse")<{
  readonly port: number
  readonly message: string
}> {}

/** Listening failed for another reason (permissions, a bad port number). */
export class RelayListenFailed extends Data.TaggedError("RelayListenFailed")<{
  readonly port: number
  readonly message: string
  readonly cause: unknown
}> {}

export type RelayStartError = RelayPortInUse | RelayListenFailed

const codeOf = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string" ? cause.code : undefined

/** Names the listen failure of node's server in the terms a developer acts on. */
export const relayStartErrorOf = (port: number, cause: unknown): RelayStartError =>
  codeOf(cause) === "EADDRINUSE"
    ? new RelayPortInUse({ port, message: `relay: port ${port} is in use` })
    : new RelayListenFailed({
        port,
        message: `relay: could not listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`,
        cause
      })
