import { useAppKitTheme } from "doorway-connect/react"

/** Switches the modal's theme (and the page's, which follows it): "Theme: dark" or "Theme: light". */
export const ThemeToggle = () => {
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <button
      type="button"
      className="theme-toggle"
      data-testid="theme"
      onClick={() => setThemeMode(themeMode === "dark" ? "light" : "dark")}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        {themeMode === "dark" ? (
          <path d="M15.5 12.6A6.5 6.5 0 0 1 7.4 4.5a6.5 6.5 0 1 0 8.1 8.1z" fill="currentColor" />
        ) : (
          <>
            <circle cx="10" cy="10" r="3.5" fill="currentColor" />
            <path d="M10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2 16 16M4 16l1.8-1.8M14.2 5.8 16 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </>
        )}
      </svg>
      Theme: {themeMode}
    </button>
  )
}
