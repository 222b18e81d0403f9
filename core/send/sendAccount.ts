import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { getActiveNamespaceState } from "../connection/getActiveNamespaceState.js"
import { NoActiveCaipAddress, NoActiveCaipNetwork } from "../errors/ConnectionErrors.js"

/** The connected account a send goes from: its CAIP-10 and plain address, and its network. */
export interface SendAccount {
  readonly caipAddress: CaipAddress
  readonly address: string
  readonly network: Network
}

/**
 * The active namespace's account and network. Fails with NoActiveCaipAddress ('No
 * ActiveCaipAddress found') when nothing is connected, NoActiveCaipNetwork when it has no network.
 */
export const sendAccount = Effect.gen(function* () {
  const chain = Option.getOrUndefined(yield* getActiveNamespaceState)
  const account = chain?.accountState
  if (account?.caipAddress === undefined || account.address === undefined) return yield* new NoActiveCaipAddress()
  const network = chain?.networkState.caipNetwork
  if (network === undefined) return yield* new NoActiveCaipNetwork()
  return { caipAddress: account.caipAddress, address: account.address, network } satisfies SendAccount
})
