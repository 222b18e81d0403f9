import { Context } from "effect"
import type { StateRef } from "../state/StateRef.js"

export type ThemeMode = "light" | "dark"

/** Host overrides of the modal's CSS variables, e.g. `--w3m-accent`. */
export type ThemeVariables = Readonly<Record<string, string | number>>

export interface ThemeState {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

/** Theme of the modal. Written only by core programs (setThemeMode, setThemeVariables). */
export class Theme extends Context.Tag("doorway/Theme")<
  Theme,
  { readonly state: StateRef<ThemeState> }
>() {}
