import { push } from "../../../core/router/push.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useTexts } from "../../i18n/TextsContext.js"

/**
 * The Account view's way to the account's smart sessions (SPEC §1): only while the host turned
 * the `smartSessions` feature on (SPEC §9 default off), on EVM accounts, with a project id for the
 * data service.
 */
export const SessionsEntry = () => {
  const { runtime, options } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const shown = options.features.smartSessions && namespace === "eip155" && options.projectId !== "" && !options.basic
  if (!shown || chain?.accountState.caipAddress === undefined) return null
  return (
    <button type="button" className="doorway-list-item" data-testid="smart-sessions-entry" onClick={() => runtime.runFork(push("SmartSessions"))}>
      <span className="doorway-list-text">
        <span className="doorway-list-name">{texts.text("sessions.entry")}</span>
        <span className="doorway-list-note">{texts.text("sessions.entryNote")}</span>
      </span>
    </button>
  )
}
