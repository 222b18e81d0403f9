/**
 * The secure frame of a page as an instance uses it, loaded on first need by the connection kinds:
 * the browser transport (SecureFrameBrowser) in the instance's scope, on its runtime. The frame's
 * session stays in the secure site's own storage: the app keeps no token of it (WIRE §4.4, §4.8).
 */
import { Context, Runtime, Scope } from "effect"
import type { SecureFrame } from "../core/services/SecureFrame.js"
import { make, pageOf } from "./SecureFrameBrowser.js"
import type { FramePage } from "./SecureFrameBrowser.js"

export const makeSecureFrameLive = (runtime: Runtime.Runtime<Scope.Scope>, page: FramePage = pageOf(globalThis.window)): Promise<SecureFrame["Type"]> =>
  // Run on the instance's runtime: the frame's programs log through its logger and level.
  Runtime.runPromise(runtime)(make(page).pipe(Scope.extend(Context.get(runtime.context, Scope.Scope))))
