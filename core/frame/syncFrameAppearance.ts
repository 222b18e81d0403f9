import { Effect } from "effect"
import { followRef } from "../state/followRef.js"
import { messageOf } from "../errors/catalogue.js"
import { sdkVersion } from "../http/sdkVersion.js"
import { Options } from "../services/Options.js"
import { Theme } from "../services/Theme.js"
import type { ThemeState } from "../services/Theme.js"
import { DEFAULT_ACCENT, MODAL_BACKGROUND } from "../theme/modalSurface.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"
import { sendFrameRequest } from "./sendFrameRequest.js"
import type { FrameRequestError } from "./sendFrameRequest.js"

/** SYNC_THEME's payload (WIRE §4.3): the mode, the host's variables, and the accent and background the frame draws with. */
export const frameThemeOf = (theme: ThemeState) => ({
  themeMode: theme.themeMode,
  themeVariables: theme.themeVariables,
  w3mThemeVariables: {
    "--w3m-accent": String(theme.themeVariables["--w3m-accent"] ?? DEFAULT_ACCENT),
    "--w3m-background": MODAL_BACKGROUND[theme.themeMode]
  }
})

const warnOnFailure = (name: string) => <R>(effect: Effect.Effect<unknown, FrameRequestError, R>) =>
  effect.pipe(Effect.catchAll((error) => Effect.logWarning(`${name}: ${messageOf(error)}`)))

/**
 * Tells the frame who the app is and how it looks (WIRE §4.6): SYNC_DAPP_DATA and SYNC_THEME once
 * it is ready, then SYNC_THEME on each theme change, so an approval drawn by the frame names the
 * app and matches the modal. A failed sync is logged; the frame works on with its defaults.
 */
export const syncFrameAppearance = (onTimeout: OnFrameTimeout) =>
  Effect.gen(function* () {
    const options = yield* Options
    const theme = yield* Theme
    const dappData = {
      projectId: options.projectId,
      sdkType: "appkit" as const,
      sdkVersion: sdkVersion("react", []),
      ...(options.metadata === undefined ? {} : { metadata: options.metadata })
    }
    yield* warnOnFailure("SYNC_DAPP_DATA")(sendFrameRequest({ type: "@w3m-app/SYNC_DAPP_DATA", payload: dappData }, onTimeout))
    yield* followRef(theme.state, (state) =>
      warnOnFailure("SYNC_THEME")(sendFrameRequest({ type: "@w3m-app/SYNC_THEME", payload: frameThemeOf(state) }, onTimeout))
    )
  }).pipe(Effect.withSpan("frame.syncFrameAppearance"))
