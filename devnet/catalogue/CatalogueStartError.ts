import { Data } from "effect"

/** The requested port already has a listener. */
export class CataloguePortInUse extends Data.TaggedError("CataloguePortInUse")<{
  readonly port: number
  readonly message: string
}> {}

/** Listening failed for another reason (permissions, a bad port number). */
export class CatalogueListenFailed extends Data.TaggedError("CatalogueListenFailed")<{
  readonly port: number
  readonly message: string
  readonly cause: unknown
}> {}

export type CatalogueStartError = CataloguePortInUse | CatalogueListenFailed

const codeOf = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string" ? cause.code : undefined

/** Names the listen failure of node's server in the terms a developer acts on. */
export const startErrorOf = (port: number, cause: unknown): CatalogueStartError =>
  codeOf(cause) === "EADDRINUSE"
    ? new CataloguePortInUse({ port, message: `catalogue: port ${port} is in use` })
    : new CatalogueListenFailed({
        port,
        message: `catalogue: could not listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`,
        cause
      })
