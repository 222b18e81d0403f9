import type { TextKey } from "./Catalogue.js"
import { EN_TEXTS } from "./en.js"
import type { Translator } from "./Translator.js"

/**
 * The header's title of a view: a built-in view's in the modal's language; a view the host
 * registered (or a built-in one it titled anew) keeps the host's own title.
 */
export const viewTitle = (view: string, registered: string | undefined, texts: Translator): string => {
  const key = `view.${view}`
  if (!(key in EN_TEXTS)) return registered ?? view
  const english = EN_TEXTS[key as TextKey]
  return registered === undefined || registered === english ? texts.text(key as TextKey) : registered
}
