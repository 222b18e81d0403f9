import { createContext, useContext } from "react"
import { ENGLISH } from "./Translator.js"
import type { Translator } from "./Translator.js"

/** The modal's language, given by ModalShow once its catalogue is in; English without one. */
export const TextsContext = createContext<Translator>(ENGLISH)

/** The texts of the modal's language, for a view or a part of the modal. */
export const useTexts = (): Translator => useContext(TextsContext)
