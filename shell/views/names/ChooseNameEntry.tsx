import { Effect, Fiber } from "effect"
import { useEffect } from "react"
import { messageOf } from "../../../core/errors/catalogue.js"
import { openRegisterAccountName } from "../../../core/names/openRegisterAccountName.js"
import { showRegisteredName } from "../../../core/names/showRegisteredName.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { nameEntryShown } from "./nameEntryShown.js"
import { useTexts } from "../../i18n/TextsContext.js"

/**
 * The Account view's way to RegisterAccountName (SPEC §2, §4), on EVM accounts while the data
 * service is in use; an account that has a name is offered to choose another. While shown, the
 * account's registered name is looked up when its identity has none (a testnet, a reload).
 */
export const ChooseNameEntry = () => {
  const { runtime, options } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const shown = nameEntryShown(options, namespace)
  const caipAddress = chain?.accountState.caipAddress
  const network = chain?.networkState.caipNetwork?.caipNetworkId

  useEffect(() => {
    if (!shown || caipAddress === undefined) return
    // Without the name, the account shows its address: a failed lookup is only logged.
    const lookup = runtime.runFork(
      Effect.catchAll(showRegisteredName, (error) => Effect.logWarning(`Account name unavailable: ${messageOf(error)}`))
    )
    return () => {
      if (!runtime.isDisposed()) runtime.runFork(Fiber.interrupt(lookup))
    }
  }, [runtime, shown, caipAddress, network])

  if (!shown || caipAddress === undefined) return null
  const named = chain?.accountState.profileName
  return (
    <button type="button" className="doorway-list-item" data-testid="choose-name" onClick={() => runtime.runFork(openRegisterAccountName)}>
      <span className="doorway-list-text">
        <span className="doorway-list-name">{named === undefined || named === null || named === "" ? texts.text("names.choose") : texts.text("names.chooseAnother")}</span>
      </span>
    </button>
  )
}
