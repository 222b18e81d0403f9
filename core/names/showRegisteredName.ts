import { Effect, Ref } from "effect"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { ChainState } from "../services/ChainState.js"
import { fetchAccountNames } from "./fetchAccountNames.js"
import { isAccountName } from "./nameSuffixes.js"

const hasName = (name: string | null | undefined): boolean => name !== undefined && name !== null && name !== ""

/**
 * Shows the account name registered for the connected EVM account when its identity has none
 * (a testnet, an identity not yet updated): once the account's data is loaded (a load under way
 * is waited for, not repeated), the names of the address are looked up (`/v1/profile/reverse`)
 * and the first under the primary or legacy suffix becomes the profile name. Nothing is written
 * when the account changed meanwhile or got a name another way. Fails with NamesForAddressFailed
 * when the lookup fails.
 */
export const showRegisteredName = Effect.gen(function* () {
  yield* fetchAccountData("eip155")
  const chainState = yield* ChainState
  const chain = (yield* Ref.get(chainState.chains)).get("eip155")
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (account?.caipAddress === undefined || account.address === undefined || network === undefined) return
  if (hasName(account.profileName)) return
  const { caipAddress, address } = account
  const names = yield* fetchAccountNames(address, network, address)
  const registered = names.find((profile) => isAccountName(profile.name))
  if (registered === undefined) return
  yield* updateNamespaceState("eip155", (current) =>
    current.accountState.caipAddress !== caipAddress || hasName(current.accountState.profileName)
      ? current
      : { ...current, accountState: { ...current.accountState, profileName: registered.name } }
  )
}).pipe(Effect.withSpan("names.showRegisteredName"))
