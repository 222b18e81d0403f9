import { Effect, Ref } from "effect"
import { ChainState } from "../../../core/services/ChainState.js"
import type { AccountState } from "../../../schemas/Account.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { Network } from "../../../schemas/Network.js"

/** The EVM namespace connected as `address` on `network`, with any other account fields given. */
export const connectEvmAccount = (network: Network, address: string, account: Partial<AccountState> = {}) =>
  Effect.flatMap(ChainState, (chains) =>
    Ref.update(chains.chains, (all) => {
      const evm = all.get("eip155")
      if (evm === undefined) return all
      return new Map(all).set("eip155", {
        ...evm,
        networkState: { ...evm.networkState, caipNetwork: network },
        accountState: {
          ...evm.accountState,
          status: "connected",
          caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
          address,
          ...account
        }
      })
    })
  )
