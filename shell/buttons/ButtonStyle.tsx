import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { BUTTON_CSS } from "./buttonCss.js"

const keys = new Map<string, string>()

/**
 * React keeps one hoisted stylesheet per `href`. A nonce that arrives after the first button drew
 * (an element rendered before `createAppKit`) needs a stylesheet of its own, since the page's
 * policy refused the first; the key names the nonce by its order, never by its value, which the
 * browser hides from the page.
 */
const hrefOf = (nonce: string | undefined): string => {
  if (nonce === undefined) return "doorway-buttons"
  const known = keys.get(nonce)
  if (known !== undefined) return known
  const made = `doorway-buttons-${keys.size + 1}`
  keys.set(nonce, made)
  return made
}

/**
 * The buttons' stylesheet. React puts it in the document's head (or the shadow root the button is
 * in) once, however many buttons render, and on the server ahead of the markup, so the page draws
 * styled buttons before any script runs. It carries the instance's CSP `nonce`, if any.
 */
export const ButtonStyle = () => {
  const nonce = useInstanceHandle("ButtonStyle").shell.options.nonce
  return (
    <style href={hrefOf(nonce)} precedence="doorway" nonce={nonce}>
      {BUTTON_CSS}
    </style>
  )
}
