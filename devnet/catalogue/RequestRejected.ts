import { Data } from "effect"

/** A request the catalogue refuses: answered with `status` and the JSON body `{message}`. */
export class RequestRejected extends Data.TaggedError("RequestRejected")<{
  readonly status: number
  readonly message: string
}> {}

export const badRequest = (message: string) => new RequestRejected({ status: 400, message })

/** The exact text the hosted API uses for an unknown project id; the client maps it to its own alert. */
export const INVALID_KEY_MESSAGE = "Unauthorized: invalid key"
