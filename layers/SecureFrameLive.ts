/**
 * The secure frame of a page as an instance uses it, loaded on first need by the connection kinds:
 * the browser transport (SecureFrameBrowser) in the instance's scope, on its runtime, and, for as long as the
 * instance lives, the session token of every SESSION_UPDATE kept in the app's storage (WIRE §4.4, §4.8).
 */
import { Context, Effect, Runtime, Scope, Stream } from "effect"
import { rememberSessionToken } from "../core/frame/rememberSessionToken.js"
import type { SecureFrame } from "../core/services/SecureFrame.js"
import type { Storage } from "../core/services/Storage.js"
import { make, pageOf } from "./SecureFrameBrowser.js"
import type { FramePage } from "./SecureFrameBrowser.js"

export const makeSecureFrameLive = (
  runtime: Runtime.Runtime<Storage | Scope.Scope>,
  page: FramePage = pageOf(globalThis.window)
): Promise<SecureFrame["Type"]> =>
  // Run on the instance's runtime: the frame's programs log through its logger and level.
  Runtime.runPromise(runtime)(
    Effect.gen(function* () {
      const frame = yield* make(page)
      // Subscribed before the frame exists, so no SESSION_UPDATE is missed.
      const notices = yield* frame.notices
      yield* Effect.forkScoped(Stream.runForEach(notices, rememberSessionToken))
      return frame
    }).pipe(Scope.extend(Context.get(runtime.context, Scope.Scope)))
  )
