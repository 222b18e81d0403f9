import type { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import type { WalletError } from "./EvmWallet.js"
import type { FamilyOverSession } from "./FamilyOverSession.js"
import type { FamilyTransfers } from "./FamilyTransfers.js"
import type { RpcError } from "./RpcTransport.js"

/**
 * One chain family (EVM, Solana, later Bitcoin) as the core's programs see it: what they ask of a
 * family by name, never by family. The family's kinds of connection (extension, WalletConnect,
 * embedded) are served by `WalletConnections.kindOf`; this is the rest. A family is a layer whose
 * code loads on first use (`WalletConnections.familyOf`), so a page that never connects a
 * family's wallet never loads it.
 */
export interface ChainFamily {
  /** The CAIP-2 namespace of the family's networks. */
  readonly namespace: ChainNamespace
  /** Whether `text` is an address of this family (a recipient typed in Send), and of `network` when given (Bitcoin addresses name theirs). */
  readonly isAddress: (text: string, network?: Network) => boolean
  /** Whether two addresses name one account (EVM ignores letter case; base58 does not). */
  readonly sameAddress: (a: string, b: string) => boolean
  /** The native balance of an address on one of the family's networks, in its smallest unit. */
  readonly getBalance: (address: string, network: Network) => Effect.Effect<bigint, RpcError>
  /**
   * Signs a UTF-8 message with the connected account, through the provider its kind handed out:
   * the signature as the family writes it (EVM: 0x hex; Solana: base58 of the Ed25519 signature).
   */
  readonly signMessage: (provider: unknown, params: { readonly message: string; readonly address: string }) => Effect.Effect<string, WalletError>
  /** Sending the native token and tokens; absent on a family without a send path (Send is then not offered). */
  readonly transfers?: FamilyTransfers
  /** Its namespace in a WalletConnect session beside EVM's; absent on EVM (the session's own) and on a family without one. */
  readonly overSession?: FamilyOverSession
}
