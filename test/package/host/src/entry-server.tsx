/** The server's entry: the same app rendered to HTML with react-dom/server. */
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { App } from "./App"

export const render = (): string =>
  renderToString(
    <StrictMode>
      <App />
    </StrictMode>
  )
