import { Effect, Option } from "effect"
import { parseCaipAddress } from "../../../schemas/Caip.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { getActiveNamespaceState } from "../../connection/getActiveNamespaceState.js"
import type { ChainState } from "../../services/ChainState.js"

/** The account sign-in is about: the active namespace's connected account and its network. */
export interface SignInAccount {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  /** The SIWX events' properties (WIRE §3.3): the network and whether the account is a smart account. */
  readonly eventProperties: { readonly network: string; readonly isSmartAccount: boolean }
}

/** The connected account of the active namespace, if any. */
export const signInAccount: Effect.Effect<Option.Option<SignInAccount>, never, ChainState> = Effect.map(
  getActiveNamespaceState,
  Option.flatMap((chain) => {
    const caipAddress = chain.accountState.caipAddress
    if (caipAddress === undefined) return Option.none()
    const { address, caipNetworkId } = parseCaipAddress(caipAddress)
    return Option.some({
      namespace: chain.namespace,
      address,
      caipNetworkId,
      eventProperties: { network: caipNetworkId, isSmartAccount: chain.accountState.preferredAccountType === "smartAccount" }
    })
  })
)
