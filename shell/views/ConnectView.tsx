import { push } from "../../core/router/push.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { useTexts } from "../i18n/TextsContext.js"
import { Loaded } from "./Loaded.js"
import { connectSections } from "./connectSections.js"
import { useConnectNamespace } from "./connect/useConnectNamespace.js"
import { LegalCheckbox, useLegalAgreement } from "./connect/LegalCheckbox.js"
import { GridIcon } from "./parts/GridIcon.js"
import { ListItem } from "./parts/ListItem.js"

/**
 * The Connect view: the registered connect sections (email, social, wallet) in the configured
 * connect-method order, each its own chunk (loaded before the modal first shows). With none to show it says so.
 * The wallets stay behind "Continue with a wallet" (which opens ConnectWallets) with
 * `features.collapseWallets`, or with `features.emailShowWallets` off while email or social login
 * shows; with `features.legalCheckbox` every way to connect waits for the terms checkbox (SPEC §9);
 * with `reownBranding` on, the brand mark under them.
 */
const ConnectView = () => {
  const { options, runtime, state } = useHandle()
  const features = useStateRef(runtime, state.features.state)
  const [agreed, setAgreed] = useLegalAgreement(runtime)
  const texts = useTexts()
  const namespace = useConnectNamespace({ runtime, state })
  const sections = connectSections({ options, features, namespace })
  if (sections.length === 0) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("connect.noWallets")}</p>
        <p className="doorway-muted">{texts.text("connect.noWaysDetail")}</p>
      </div>
    )
  }
  const { collapseWallets, emailShowWallets, legalCheckbox } = options.features
  const collapsed = collapseWallets || (!emailShowWallets && sections.some((section) => section.method !== "wallet"))
  const list = sections.map(({ method, component: Section }) => (
    <div key={method} className="doorway-section" data-connect-method={method}>
      {collapsed && method === "wallet" ? (
        <ListItem name={texts.text("connect.continueWithWallet")} image={undefined} icon={<GridIcon />} onClick={() => runtime.runFork(push("ConnectWallets"))} />
      ) : (
        <Loaded loadable={Section} props={{}} fallback={<div className="doorway-loading" aria-busy="true" />} />
      )}
    </div>
  ))
  // The brand mark, while the features in effect keep branding on (SPEC §9: on by default).
  const branding = features.reownBranding ? (
    <p className="doorway-muted" data-testid="connect-branding" style={{ margin: "12px 0 0", textAlign: "center", fontSize: 12 }}>
      {texts.text("connect.branding")}
    </p>
  ) : null
  if (!legalCheckbox) {
    return (
      <>
        {list}
        {branding}
      </>
    )
  }
  return (
    <>
      <LegalCheckbox checked={agreed} onChange={setAgreed} termsConditionsUrl={options.termsConditionsUrl} privacyPolicyUrl={options.privacyPolicyUrl} />
      {/* A disabled fieldset disables every control in it, a host's own sections' too. */}
      <fieldset disabled={!agreed} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {list}
      </fieldset>
      {branding}
    </>
  )
}

export default ConnectView
