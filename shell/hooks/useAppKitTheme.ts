import { useMemo } from "react"
import type { ThemeMode, ThemeVariables } from "../../core/services/Theme.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export interface UseAppKitThemeReturn {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  readonly setThemeMode: (mode: ThemeMode) => void
  /** Merges into the current variables. */
  readonly setThemeVariables: (variables: ThemeVariables) => void
}

/** The modal's theme and the setters that change it. */
export const useAppKitTheme = (): UseAppKitThemeReturn => {
  const { instance, shell } = useInstanceHandle("useAppKitTheme")
  const theme = useShellState(shell, "theme")
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: instance.setThemeMode,
      setThemeVariables: instance.setThemeVariables
    }),
    [theme, instance]
  )
}
