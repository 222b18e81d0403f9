import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { BUTTON_CSS } from "./buttonCss.js"

/**
 * The buttons' stylesheet. React puts it in the document's head (or the shadow root the button is
 * in) once, however many buttons render, and on the server ahead of the markup, so the page draws
 * styled buttons before any script runs. It carries the instance's CSP `nonce`, if any.
 */
export const ButtonStyle = () => (
  <style href="doorway-buttons" precedence="doorway" nonce={useInstanceHandle("ButtonStyle").shell.options.nonce}>
    {BUTTON_CSS}
  </style>
)
