import { Option } from "effect"
import { embeddedAccountTypeNow, offeredAccountType } from "../../../core/account/accountTypeSwitch.js"
import { setPreferredAccountType } from "../../../core/account/setPreferredAccountType.js"
import type { EmbeddedAccountType } from "../../../schemas/Forms.js"
import { failureText } from "../parts/failureText.js"
import type { TextKey } from "../../i18n/Catalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import { useProgram } from "../parts/useProgram.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useConnectorsState } from "../parts/useCatalogue.js"

const TYPE_NAMES: Readonly<Record<EmbeddedAccountType, TextKey>> = { eoa: "accountType.eoa", smartAccount: "accountType.smartAccount" }
const SWITCH_LABELS: Readonly<Record<EmbeddedAccountType, TextKey>> = { eoa: "accountType.switchEoa", smartAccount: "accountType.switchSmartAccount" }

export interface AccountTypeSwitchProps {
  /** The type of the account shown. */
  readonly now: EmbeddedAccountType
  /** The type the rules let it switch to; none: no switch is offered. */
  readonly offered: EmbeddedAccountType | undefined
  readonly status: ProgramStatus<unknown>
  readonly onSwitch: (to: EmbeddedAccountType) => void
}

/**
 * Which account the embedded wallet's EVM account is ("Smart account" or "EOA"), and the switch the
 * rules allow (SPEC §4), off while it runs; a failed switch shows its catalogue text.
 */
export const AccountTypeSwitch = ({ now, offered, status, onSwitch }: AccountTypeSwitchProps) => {
  const texts = useTexts()
  const running = status._tag === "Running"
  const failed = status._tag === "Failed" ? Option.getOrUndefined(status.error) : undefined
  return (
    <div className="doorway-stack" data-testid="account-type">
      <p className="doorway-muted">
        {texts.text("accountType.label")}
        <span data-testid="account-type-name">{texts.text(TYPE_NAMES[now])}</span>
      </p>
      {offered === undefined ? null : (
        <button
          type="button"
          className="doorway-button"
          data-testid="account-type-switch"
          disabled={running}
          aria-busy={running}
          onClick={() => onSwitch(offered)}
        >
          {running ? texts.text("accountType.switching") : texts.text(SWITCH_LABELS[offered])}
        </button>
      )}
      {status._tag === "Failed" ? (
        <p className="doorway-error-text" role="alert">
          {failureText(failed, texts)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Account's account type, for the embedded wallet's EVM account only (SPEC §3 preferredAccountType,
 * §4): the switch runs `setPreferredAccountType`, and goes on if the modal closes meanwhile, as the
 * frame's own change does.
 */
export const AccountTypeEntry = () => {
  const { chain } = useActiveChain()
  const connectors = useConnectorsState()
  const switching = useProgram<unknown>({ keepOnLeave: true })
  const now = embeddedAccountTypeNow(chain, connectors)
  if (now === undefined) return null
  return (
    <AccountTypeSwitch
      now={now}
      offered={offeredAccountType(chain, connectors)}
      status={switching.status}
      onSwitch={(to) => switching.run(setPreferredAccountType(to))}
    />
  )
}
