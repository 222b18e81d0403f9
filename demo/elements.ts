/**
 * The demo's HTML elements page: importing `doorway-connect/elements` defines AppKit's tags, which
 * render the React buttons for the instance `createAppKit` makes. The theme switch is plain DOM,
 * holding the mode it set.
 */
import "doorway-connect/elements"
import { createDemoAppKit } from "./demoAppKit.js"
import "./site.css"

const appKit = await createDemoAppKit()
const site = document.getElementById("site")
const toggle = document.querySelector<HTMLButtonElement>("[data-testid=theme]")

let mode = appKit.getThemeMode()
const show = () => {
  if (site !== null) site.dataset["theme"] = mode
  if (toggle !== null) toggle.textContent = `Theme: ${mode}`
}
show()
toggle?.addEventListener("click", () => {
  mode = mode === "dark" ? "light" : "dark"
  appKit.setThemeMode(mode)
  show()
})
