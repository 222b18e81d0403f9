import { reset } from "../../../core/router/reset.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { Avatar } from "../parts/Avatar.js"
import { useActiveChain } from "../parts/useActiveChain.js"

/**
 * RegisterAccountNameSuccess (SPEC §2, §4): the account's new name, shown in place of its address
 * from now on, and the way back to the Account view.
 */
const RegisterAccountNameSuccessView = () => {
  const { runtime } = useHandle()
  const { chain } = useActiveChain()
  const account = chain?.accountState
  const address = account?.caipAddress === undefined ? undefined : account.address
  return (
    <div className="doorway-stack" data-testid="register-name-success">
      {address === undefined ? null : <Avatar address={address} image={account?.profileImage} />}
      <p className="doorway-heading" data-testid="registered-name">
        {account?.profileName ?? "Name registered"}
      </p>
      <p className="doorway-muted">The name is registered: the app shows it in place of your address.</p>
      <button type="button" className="doorway-button" onClick={() => runtime.runFork(reset("Account"))}>
        Back to account
      </button>
    </div>
  )
}

export default RegisterAccountNameSuccessView
