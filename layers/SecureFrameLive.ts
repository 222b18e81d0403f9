/**
 * The secure frame of a page as an instance uses it, loaded on first need by the connection kinds:
 * the browser transport (SecureFrameBrowser) in the instance's scope and, for as long as the
 * instance lives, the session token of every SESSION_UPDATE kept in the app's storage (WIRE §4.4, §4.8).
 */
import { Context, Effect, Scope, Stream } from "effect"
import { rememberSessionToken } from "../core/frame/rememberSessionToken.js"
import type { SecureFrame } from "../core/services/SecureFrame.js"
import type { Storage } from "../core/services/Storage.js"
import { make, pageOf } from "./SecureFrameBrowser.js"

export const makeSecureFrameLive = (context: Context.Context<Storage | Scope.Scope>): Promise<SecureFrame["Type"]> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const frame = yield* make(pageOf(globalThis.window))
      // Subscribed before the frame exists, so no SESSION_UPDATE is missed.
      const notices = yield* frame.notices
      yield* Effect.forkScoped(Stream.runForEach(notices, rememberSessionToken))
      return frame
    }).pipe(Scope.extend(Context.get(context, Scope.Scope)), Effect.provide(context))
  )
