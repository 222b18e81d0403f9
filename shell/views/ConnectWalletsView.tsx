import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { Loaded } from "./Loaded.js"
import { connectSections } from "./connectSections.js"
import { useTexts } from "../i18n/TextsContext.js"

/**
 * ConnectWallets: the wallet list of Connect on its own, opened by Connect's "Continue with a wallet"
 * when the wallets are collapsed (`features.collapseWallets`, or `features.emailShowWallets` off
 * beside email or social login; SPEC §9).
 */
const ConnectWalletsView = () => {
  const { options, runtime, state } = useHandle()
  const texts = useTexts()
  const features = useStateRef(runtime, state.features.state)
  const wallets = connectSections({ options, features }).find((section) => section.method === "wallet")
  return wallets === undefined ? (
    <div className="doorway-empty">
      <p className="doorway-empty-title">{texts.text("connect.noWallets")}</p>
    </div>
  ) : (
    <Loaded loadable={wallets.component} props={{}} fallback={<div className="doorway-loading" aria-busy="true" />} />
  )
}

export default ConnectWalletsView
