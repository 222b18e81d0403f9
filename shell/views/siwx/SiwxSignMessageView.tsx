import { cancelSignIn } from "../../../core/siwx/flow/cancelSignIn.js"
import { signIn } from "../../../core/siwx/flow/signIn.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useProgram } from "../parts/useProgram.js"
import { WalletImage } from "../parts/WalletImage.js"
import type { ViewProps } from "../ViewProps.js"

/**
 * SIWXSignMessage (SPEC §4): the connected account is asked to sign in. Sign runs the sign-in
 * program (the wallet signs the store's message; while it is asked the modal is loading and the
 * button says 'Authenticating...'); Cancel runs the cancel rule (close, move to a network signed
 * in on, or disconnect). Failures show as the program's toast.
 */
const SiwxSignMessageView = (_props: ViewProps) => {
  const { runtime, state, options } = useHandle()
  const texts = useTexts()
  const { loading } = useStateRef(runtime, state.modal.state)
  const { chain } = useActiveChain()
  const signing = useProgram<unknown>({ keepOnLeave: true })
  const cancelling = useProgram<unknown>()
  const appName = options.metadata?.name ?? texts.text("siwx.thisApp")
  const wallet = chain?.accountState.connectedWalletInfo
  const network = chain?.networkState.caipNetwork?.name
  const busy = loading || signing.status._tag === "Running" || cancelling.status._tag === "Running"
  return (
    <div className="doorway-stack" data-testid="siwx-sign-message">
      <div className="doorway-row">
        {options.metadata?.icons[0] === undefined ? null : <WalletImage src={options.metadata.icons[0]} name={appName} size="l" />}
        {wallet === undefined ? null : <WalletImage src={wallet.icon} name={wallet.name} size="l" />}
      </div>
      <p className="doorway-heading">{texts.text("siwx.title", { app: appName })}</p>
      <p className="doorway-muted">{network === undefined ? texts.text("siwx.prove") : texts.text("siwx.proveOn", { network })}</p>
      <div className="doorway-row">
        <button type="button" className="doorway-button" data-variant="secondary" disabled={busy} onClick={() => cancelling.run(cancelSignIn)}>
          {texts.text("siwx.cancel")}
        </button>
        <button type="button" className="doorway-button" disabled={busy} aria-busy={loading} onClick={() => signing.run(signIn)}>
          {loading ? texts.text("siwx.authenticating") : texts.text("siwx.sign")}
        </button>
      </div>
    </div>
  )
}

export default SiwxSignMessageView
