import { Context } from "effect"
import type { TransferFee } from "./FamilyTransfers.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import type { StateRef } from "../state/StateRef.js"

/** The network fee of a send, estimated before it is confirmed (its family says what it holds). */
export type GasEstimate = TransferFee

/**
 * The send state of SPEC §3: the token, the amount, the receiver (as typed, its address, and the
 * profile name and image of a typed name), the native balance of the network in USD, the token
 * list, the loading flag and the last retry time of the token list; plus the gas estimate shown
 * before confirming.
 */
export interface SendStateValue {
  readonly token: TokenBalance | undefined
  /** The amount as typed, a decimal string in the token's units. */
  readonly sendTokenAmount: string | undefined
  /** What the receiver field holds: an address or a name. */
  readonly receiverInput: string
  /** The receiver's address: the typed address, or the address a typed name resolved to. */
  readonly receiverAddress: string | undefined
  readonly receiverProfileName: string | undefined
  readonly receiverProfileImage: string | undefined
  /** While a typed name is being resolved. */
  readonly resolvingReceiver: boolean
  readonly networkBalanceInUSD: string | undefined
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  readonly loading: boolean
  /** Epoch ms of the last failed token-list read: no new read within 30 s of it (SPEC §5). */
  readonly lastRetry: number | undefined
  readonly gasEstimate: GasEstimate | undefined
}

/**
 * The send flow's state (SPEC §3, §4), written only by the programs of core/send. Built with the
 * Send view's chunk, once per instance.
 */
export class SendState extends Context.Tag("doorway/SendState")<
  SendState,
  { readonly state: StateRef<SendStateValue> }
>() {}
