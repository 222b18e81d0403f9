import { emailUpdateRefusal } from "../../../core/embedded/emailUpdateRefusal.js"
import { push } from "../../../core/router/push.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useConnectorsState } from "../parts/useCatalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"

/**
 * Account's way to UpdateEmailWallet (SPEC §2, §4): shown only while the account is the embedded
 * wallet's, logged in by email or social (SPEC §5), with the email it has now.
 */
export const UpdateEmailEntry = ({ namespace, email }: { readonly namespace: ChainNamespace | undefined; readonly email: string | null | undefined }) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  if (emailUpdateRefusal(useConnectorsState(), namespace) !== undefined) return null
  return (
    <button type="button" className="doorway-list-item" onClick={() => runtime.runFork(push("UpdateEmailWallet"))}>
      <span className="doorway-list-text">
        <span className="doorway-list-name">{texts.text("email.update")}</span>
        {email === null || email === undefined || email === "" ? null : <span className="doorway-muted">{email}</span>}
      </span>
    </button>
  )
}
