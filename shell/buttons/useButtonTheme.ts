import { useMemo } from "react"
import type { CSSProperties } from "react"
import type { ThemeMode } from "../../core/services/Theme.js"
import { useAppKitTheme } from "../hooks/useAppKitTheme.js"
import { hostThemeVariables } from "../modal/themeVariables.js"

export interface ButtonTheme {
  readonly "data-theme": ThemeMode
  /** The host's theme variables, which replace the stylesheet's defaults on this button. */
  readonly style: CSSProperties
}

/** The attributes that give a button the modal's theme: its mode and the host's variables. */
export const useButtonTheme = (): ButtonTheme => {
  const { themeMode, themeVariables } = useAppKitTheme()
  return useMemo(
    () => ({ "data-theme": themeMode, style: hostThemeVariables(themeVariables) as CSSProperties }),
    [themeMode, themeVariables]
  )
}
