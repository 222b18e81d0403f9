import { Data } from "effect"

/** The requested port already has a listener. */
export class DataPortInUse extends Data.TaggedError("DataPortInUse")<{
  readonly port: number
  readonly message: string
}> {}

/** Listening failed for another reason (permissions, a bad port number). */
export class DataListenFailed extends Data.TaggedError("DataListenFailed")<{
  readonly port: number
  readonly message: string
  readonly cause: unknown
}> {}

export type DataStartError = DataPortInUse | DataListenFailed

const codeOf = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string" ? cause.code : undefined

/** Names the listen failure of node's server in the terms a developer acts on. */
export const dataStartErrorOf = (port: number, cause: unknown): DataStartError =>
  codeOf(cause) === "EADDRINUSE"
    ? new DataPortInUse({ port, message: `data service: port ${port} is in use` })
    : new DataListenFailed({
        port,
        message: `data service: could not listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`,
        cause
      })
