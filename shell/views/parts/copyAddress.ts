import { showSnackbar } from "../../../core/alerts/showSnackbar.js"
import type { Translator } from "../../i18n/Translator.js"
import type { AppHandle } from "../../runtime/AppHandle.js"

/** Copies an address to the clipboard and says in the snackbar that it did, or that it could not. */
export const copyAddress = (runtime: AppHandle["runtime"], address: string, texts: Translator): void => {
  const copied =
    typeof navigator !== "undefined" && navigator.clipboard !== undefined
      ? navigator.clipboard.writeText(address)
      : Promise.reject(new Error("no clipboard"))
  copied.then(
    () => runtime.runFork(showSnackbar(texts.text("account.addressCopied"), "success")),
    () => runtime.runFork(showSnackbar(texts.text("account.copyFailed"), "error"))
  )
}
