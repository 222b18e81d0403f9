import { Effect, Ref } from "effect"
import { Theme } from "../services/Theme.js"
import type { ThemeVariables } from "../services/Theme.js"

/** Merges host CSS variables into the current ones (a later value of a name wins). */
export const setThemeVariables = Effect.fn("setThemeVariables")(function* (variables: ThemeVariables) {
  const theme = yield* Theme
  yield* Ref.update(theme.state, (state) => ({
    ...state,
    themeVariables: { ...state.themeVariables, ...variables }
  }))
})
