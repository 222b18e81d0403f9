import { Duration, Effect } from "effect"
import { API_REQUEST_TIMEOUT } from "../constants.js"
import { HttpTimeoutError } from "../errors/HttpErrors.js"

/**
 * Bounds one request to a hosted REST service (API_REQUEST_TIMEOUT): no answer by then fails with
 * HttpTimeoutError, and the request is interrupted (the live client then aborts its fetch), so a
 * service that hangs never leaves a view loading.
 */
export const withRequestTimeout =
  (url: string) =>
  <A, E, R>(request: Effect.Effect<A, E, R>): Effect.Effect<A, E | HttpTimeoutError, R> =>
    Effect.timeoutFail(request, {
      duration: API_REQUEST_TIMEOUT,
      onTimeout: () => new HttpTimeoutError({ url, millis: Duration.toMillis(API_REQUEST_TIMEOUT) })
    })
