import { Effect, Either, Option, Ref } from "effect"
import type { NamespaceAccount } from "../../schemas/Account.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { applyConnection } from "../connection/applyConnection.js"
import { storeConnection } from "../connection/connectionStorage.js"
import { findConnector } from "../connection/findConnector.js"
import { NotConnectedToEmailOrSocial } from "../errors/ConnectionErrors.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { WalletConnections } from "../services/WalletConnections.js"
import type { ActiveAccount } from "../services/WalletConnections.js"
import { accountTypeSwitchRefusal } from "./accountTypeSwitch.js"
import { fetchAccountData } from "./fetchAccountData.js"
import { storePreferredAccountType } from "./preferredAccountTypes.js"

const EVM = "eip155"

/** The wallet's accounts with `active` first, its entry of that type carrying the address now active. */
const withActiveFirst = (known: ReadonlyArray<NamespaceAccount>, active: ActiveAccount): readonly [NamespaceAccount, ...Array<NamespaceAccount>] => {
  const first: NamespaceAccount = { namespace: EVM, address: active.address, type: active.type }
  const rest = known.filter((account) => account.type !== active.type && account.address.toLowerCase() !== active.address.toLowerCase())
  return [first, ...rest]
}

/**
 * The account now active recorded as on any account change (SPEC §4): address, CAIP address and
 * type in the account state, the connection stored at once (a reload reconnects as this type),
 * the type stored as preferred (`@appkit/preferred_account_types`), then the balance and profile
 * of the address read.
 */
const recordActive = (connector: Connector, network: Network, known: ReadonlyArray<NamespaceAccount>, active: ActiveAccount) =>
  Effect.gen(function* () {
    const allAccounts = withActiveFirst(known, active)
    const [first, ...rest] = allAccounts
    yield* applyConnection({ connector, accounts: [first.address, ...rest.map((account) => account.address)], allAccounts, network })
    yield* storeConnection(EVM, connector.id, network)
    yield* storePreferredAccountType(EVM, active.type).pipe(
      Effect.catchAll((error) => Effect.logWarning(`The preferred account type was not stored: ${error.message}`))
    )
  })

/**
 * Switches the embedded wallet's EVM account between its EOA and its smart account (SPEC §4, AppKit's
 * `setPreferredAccountType(type, namespace)`). Refused before the frame is asked when the account
 * is not the embedded wallet's on EVM ('Not connected to email or social'), already of that type,
 * or, to the smart account, when smart accounts are not enabled on the active network. The frame
 * answers the address now active, which is recorded (see `recordActive`) and tracked
 * (SET_PREFERRED_ACCOUNT_TYPE, WIRE §3.3); a refusal by the frame (SET_PREFERRED_ACCOUNT_ERROR)
 * falls back to the EOA (WIRE §4.4), recorded the same way, and fails with the frame's error.
 * Answers the account now active.
 */
export const setPreferredAccountType = Effect.fn("account.setPreferredAccountType")(function* (type: EmbeddedAccountType, namespace: ChainNamespace = EVM) {
  if (namespace !== EVM) return yield* new NotConnectedToEmailOrSocial()
  const chains = yield* Ref.get((yield* ChainState).chains)
  const connectors = yield* Ref.get((yield* Connectors).state)
  const chain = chains.get(EVM)
  const refusal = accountTypeSwitchRefusal(chain, connectors, type)
  if (refusal !== undefined) return yield* refusal
  const network = chain?.networkState.caipNetwork
  const connectorId = connectors.activeConnectorIds[EVM]
  const connector = connectorId === undefined ? Option.none<Connector>() : yield* findConnector(connectorId, EVM)
  if (network === undefined || Option.isNone(connector)) return yield* new NotConnectedToEmailOrSocial()
  const kind = yield* (yield* WalletConnections).kindOf(connector.value)
  if (kind.setAccountType === undefined) return yield* new NotConnectedToEmailOrSocial()

  const address = chain?.accountState.address ?? ""
  const known = chain?.accountState.allAccounts ?? [{ namespace: EVM, address, type: chain?.accountState.preferredAccountType ?? "eoa" }]
  const answer = yield* Effect.either(kind.setAccountType(connector.value, type))
  if (Either.isRight(answer)) {
    yield* recordActive(connector.value, network, known, answer.right)
    // WIRE §3.3: the type switched to, on the network it was switched on.
    yield* trackEvent({ type: "track", event: "SET_PREFERRED_ACCOUNT_TYPE", properties: { accountType: answer.right.type, network: network.caipNetworkId } })
    yield* fetchAccountData(EVM)
    return answer.right
  }
  // The frame refused (SET_PREFERRED_ACCOUNT_ERROR): the account is the EOA (WIRE §4.4), at the
  // address known for it. Any other failure (the frame gone) leaves the account as it was.
  if (answer.left._tag === "FrameError") {
    const eoa: ActiveAccount = { type: "eoa", address: known.find((account) => account.type === "eoa")?.address ?? address }
    yield* recordActive(connector.value, network, known, eoa)
    yield* fetchAccountData(EVM)
  }
  return yield* answer.left
})
