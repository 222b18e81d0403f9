import { useInsertionEffect, useRef } from "react"
import type { ThemeState } from "../../core/services/Theme.js"
import { themeCss } from "./themeCss.js"

/**
 * Keeps one `<style>` element for the instance in the document head while the modal is shown, its
 * text following the theme (mode and host variables). It carries the host's CSP `nonce`, if any.
 */
export const useThemeStyle = (instanceId: string, theme: ThemeState, nonce: string | undefined): void => {
  const element = useRef<HTMLStyleElement | null>(null)

  useInsertionEffect(() => {
    const style = document.createElement("style")
    style.dataset["doorwayStyle"] = instanceId
    if (nonce !== undefined) style.nonce = nonce
    document.head.append(style)
    element.current = style
    return () => {
      style.remove()
      element.current = null
    }
  }, [instanceId, nonce])

  useInsertionEffect(() => {
    if (element.current !== null) element.current.textContent = themeCss(instanceId, theme)
  }, [instanceId, theme])
}
