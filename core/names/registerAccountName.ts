import { Effect, Either, Ref } from "effect"
import { trackEvent } from "../analytics/trackEvent.js"
import { setCachedIdentity } from "../cache/identityCache.js"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { RegisterNameFailed } from "../errors/AccountErrors.js"
import { messageOf } from "../errors/catalogue.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { signMessage } from "../evm/signMessage.js"
import { replace } from "../router/replace.js"
import { ApiClient } from "../services/ApiClient.js"
import { ChainState } from "../services/ChainState.js"
import { coinTypeOfChainId } from "./coinTypeOfChainId.js"
import { isValidNameLabel } from "./nameRule.js"
import { accountNameOf } from "./nameSuffixes.js"
import { RegisterNameAnswer } from "./RegisterNameAnswer.js"
import { registerNameMessage } from "./registerNameMessage.js"

/** The service answered, but not with a registration (`success: false`). */
const REFUSED = "The name service refused the registration"

/**
 * Registers `<label>.reown.id` for the connected EVM account (SPEC §4, §7; names only on EVM):
 * the account signs the JSON message `{name, attributes, timestamp}` with `personal_sign` through
 * its wallet's provider (extension, WalletConnect or embedded wallet alike), then
 * `POST /v1/profile/account` carries the coin type of the active network, the address, the message
 * and the signature. Only once the service has answered is anything applied: the account's profile
 * name (and the identity cache, so a reload shows it), REGISTER_NAME_SUCCESS, and the success view.
 *
 * Fails with InvalidChainIdForCoinType ('Invalid chainId') before asking anything when the network
 * has no coin type (a chain id of 2^31 or more), and with RegisterNameFailed ('Error registering
 * name {name}') for a label that breaks the name rule, no EVM account, a refusal of the wallet, or
 * any failure or refusal of the service; then REGISTER_NAME_ERROR is tracked and the register view
 * is shown again.
 */
export const registerAccountName = (label: string) =>
  Effect.gen(function* () {
    const name = accountNameOf(label)
    if (!isValidNameLabel(label.trim())) return yield* new RegisterNameFailed({ name })
    const chainState = yield* ChainState
    const chain = (yield* Ref.get(chainState.chains)).get("eip155")
    const account = chain?.accountState
    const network = chain?.networkState.caipNetwork
    if (account?.caipAddress === undefined || account.address === undefined || network === undefined) {
      return yield* new RegisterNameFailed({ name })
    }
    const { caipAddress, address } = account
    const coinType = yield* coinTypeOfChainId(Number(network.id))
    const isSmartAccount = account.preferredAccountType === "smartAccount"
    yield* trackEvent({ type: "track", event: "REGISTER_NAME_INITIATED", address, properties: { isSmartAccount, ensName: name } })

    const registered = yield* Effect.either(
      Effect.gen(function* () {
        const message = yield* registerNameMessage(name)
        const signature = yield* signMessage(message)
        const api = yield* ApiClient
        const answer = yield* api.post({
          service: "blockchain",
          path: "/v1/profile/account",
          body: { coin_type: coinType, address, message, signature },
          schema: RegisterNameAnswer
        })
        return answer.success !== false
      })
    )
    if (Either.isLeft(registered) || !registered.right) {
      const error = Either.isLeft(registered) ? messageOf(registered.left satisfies DoorwayError) : REFUSED
      yield* trackEvent({ type: "track", event: "REGISTER_NAME_ERROR", address, properties: { isSmartAccount, ensName: name, error } })
      yield* replace("RegisterAccountName")
      return yield* new RegisterNameFailed({ name })
    }

    // The account may have changed while the wallet signed: the name is only its own.
    yield* updateNamespaceState("eip155", (current) =>
      current.accountState.caipAddress !== caipAddress ? current : { ...current, accountState: { ...current.accountState, profileName: name } }
    )
    yield* setCachedIdentity(address, { name, avatar: account.profileImage ?? null })
    yield* trackEvent({ type: "track", event: "REGISTER_NAME_SUCCESS", address, properties: { isSmartAccount, ensName: name } })
    yield* replace("RegisterAccountNameSuccess")
    return name
  }).pipe(Effect.withSpan("names.registerAccountName"))
