/** The browser's entry: hydrates the server's HTML when the page has it, else renders. */
import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./App"

const root = document.getElementById("root")
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
if (root === null) throw new Error("The page has no #root")
if (root.firstElementChild === null) createRoot(root).render(app)
else hydrateRoot(root, app)
