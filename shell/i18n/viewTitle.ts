import type { Translator } from "./Translator.js"

/**
 * The header's title of a view: a built-in view's in the modal's language; a view the host
 * registered (or a built-in one it registered anew) keeps the host's own title.
 */
export const viewTitle = (view: string, entry: { readonly title: string; readonly builtIn: boolean } | undefined, texts: Translator): string => {
  const key = `view.${view}`
  if (entry?.builtIn === true && texts.has(key)) return texts.text(key)
  return entry?.title ?? view
}
