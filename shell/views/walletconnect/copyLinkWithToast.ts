import { showSnackbar } from "../../../core/alerts/showSnackbar.js"
import type { Translator } from "../../i18n/Translator.js"
import type { AppHandle } from "../../runtime/AppHandle.js"
import { COPY_LINK_TOASTS, copyPairingLink } from "./copyPairingLink.js"

/**
 * Copy link of the WalletConnect and Farcaster views: the URI on the clipboard, then the toast in
 * the modal's language (COPY_LINK_TOASTS gives its variant), unless the instance is gone by then.
 */
export const copyLinkWithToast = (runtime: AppHandle["runtime"], texts: Translator, uri: string): void => {
  void copyPairingLink(uri).then((outcome) => {
    const message = texts.text(outcome === "copied" ? "walletConnect.linkCopied" : "walletConnect.copyFailed")
    if (!runtime.isDisposed()) runtime.runFork(showSnackbar(message, COPY_LINK_TOASTS[outcome].variant))
  })
}
