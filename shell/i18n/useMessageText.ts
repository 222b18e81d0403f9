import { useEffect, useState } from "react"
import type { Translator } from "./Translator.js"

/**
 * A message the core wrote in English (an alert's, a snackbar's) in the modal's language, when it
 * is an error's text without fields. The lookup loads with the first such message in another
 * language (the error texts are a chunk of their own); until then, and for any other message,
 * the English shows.
 */
export const useMessageText = (message: string | undefined, texts: Translator): string | undefined => {
  const [translated, setTranslated] = useState<{ readonly from: string; readonly to: string } | undefined>(undefined)
  useEffect(() => {
    if (message === undefined || texts.locale === "en") return
    let live = true
    import("./keyOfEnglishMessage.js").then(
      ({ keyOfEnglishMessage }) => {
        const key = keyOfEnglishMessage(message)
        const template = key === undefined ? undefined : texts.errorTemplate(key)
        if (live && template !== undefined) setTranslated({ from: message, to: template })
      },
      () => undefined
    )
    return () => {
      live = false
    }
  }, [message, texts])
  return translated !== undefined && translated.from === message ? translated.to : message
}
