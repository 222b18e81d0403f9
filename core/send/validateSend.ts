import { Effect, Option } from "effect"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { SendAmountAndReceiverRequired, SendTokenRequired } from "../errors/AccountErrors.js"
import type { SendStateValue } from "../services/SendState.js"
import { parseSendAmount } from "./parseSendAmount.js"

/** A send that passed validation: the token, the amount in its smallest unit, the receiver's address. */
export interface ValidSend {
  readonly token: TokenBalance
  readonly amount: bigint
  readonly receiverAddress: string
}

/**
 * SPEC §5: a send needs an amount and a receiver address ('An amount and receiver address are
 * required'), then a token ('A token is required'), checked in that order. An amount that is not a
 * positive number the token can hold (too many decimals) counts as no amount.
 */
export const validateSend = (state: SendStateValue): Effect.Effect<ValidSend, SendAmountAndReceiverRequired | SendTokenRequired> =>
  Effect.gen(function* () {
    const { sendTokenAmount, receiverAddress, token } = state
    if (sendTokenAmount === undefined || sendTokenAmount.trim() === "" || receiverAddress === undefined) {
      return yield* new SendAmountAndReceiverRequired()
    }
    if (token === undefined) return yield* new SendTokenRequired()
    const amount = parseSendAmount(sendTokenAmount, Number(token.quantity.decimals))
    if (Option.isNone(amount)) return yield* new SendAmountAndReceiverRequired()
    return { token, amount: amount.value, receiverAddress }
  })
