/**
 * The demo's HTML elements page: importing `doorway-connect/elements` defines AppKit's tags, which
 * render the React buttons for the instance `createAppKit` makes. The theme switch is plain DOM:
 * it reads the mode from the instance right after setting it.
 */
import "doorway-connect/elements"
import { createDemoAppKit } from "./demoAppKit.js"
import "./site.css"

const appKit = await createDemoAppKit()
const site = document.getElementById("site")
const toggle = document.querySelector<HTMLButtonElement>("[data-testid=theme]")

const show = () => {
  const mode = appKit.getThemeMode()
  if (site !== null) site.dataset["theme"] = mode
  if (toggle !== null) toggle.textContent = `Theme: ${mode}`
}
show()
toggle?.addEventListener("click", () => {
  appKit.setThemeMode(appKit.getThemeMode() === "dark" ? "light" : "dark")
  show()
})
