import { Effect, Ref } from "effect"
import { Theme } from "../services/Theme.js"
import type { ThemeMode } from "../services/Theme.js"

/** Switches the modal between its light and dark palettes. */
export const setThemeMode = Effect.fn("setThemeMode")(function* (themeMode: ThemeMode) {
  const theme = yield* Theme
  yield* Ref.update(theme.state, (state) => ({ ...state, themeMode }))
})
