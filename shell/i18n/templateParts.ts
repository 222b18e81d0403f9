/**
 * A catalogue text cut at its `{placeholder}`s, for a sentence that holds elements (links): the
 * words around them stay in the order the language puts them.
 */
export const templateParts = (text: string): ReadonlyArray<string | { readonly placeholder: string }> =>
  text
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => (/^\{\w+\}$/.test(part) ? { placeholder: part.slice(1, -1) } : part))
