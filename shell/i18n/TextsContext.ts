import { createContext, useContext } from "react"
import type { Translator } from "./Translator.js"

/**
 * The modal's language, given by ModalShow once its catalogue is in. No default: a default would
 * put a language's texts in the modal's code beside the chosen one's. A view drawn on its own
 * (a test, an example) is given one, e.g. `ENGLISH` from english.ts.
 */
export const TextsContext = createContext<Translator | undefined>(undefined)

/** The texts of the modal's language, for a view or a part of the modal. */
export const useTexts = (): Translator => {
  const texts = useContext(TextsContext)
  if (texts === undefined) throw new Error("A view of the modal was drawn without its texts: give it a <TextsContext value={…}> (ModalShow does)")
  return texts
}
