import { reset } from "../../../core/router/reset.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { Avatar } from "../parts/Avatar.js"
import { useActiveChain } from "../parts/useActiveChain.js"

/**
 * RegisterAccountNameSuccess (SPEC §2, §4): the account's new name, shown in place of its address
 * from now on, and the way back to the Account view.
 */
const RegisterAccountNameSuccessView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const account = chain?.accountState
  const address = account?.caipAddress === undefined ? undefined : account.address
  return (
    <div className="doorway-stack" data-testid="register-name-success">
      {address === undefined ? null : <Avatar address={address} image={account?.profileImage} />}
      <p className="doorway-heading" data-testid="registered-name">
        {account?.profileName ?? texts.text("names.registered")}
      </p>
      <p className="doorway-muted">{texts.text("names.registeredNote")}</p>
      <button type="button" className="doorway-button" onClick={() => runtime.runFork(reset("Account"))}>
        {texts.text("names.backToAccount")}
      </button>
    </div>
  )
}

export default RegisterAccountNameSuccessView
