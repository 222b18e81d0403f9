import { Effect } from "effect"
import { parseCaipAddress } from "../../schemas/Caip.js"
import { BuildSwapAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { SwapNetworkUnsupported } from "../errors/AccountErrors.js"
import { ResponseDecodeError } from "../errors/HttpErrors.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import { isNativeSwapToken } from "./isNativeSwapToken.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import type { SwapAccount } from "./swapAccount.js"

const PATH = "/v1/convert/build-transaction"

/**
 * The swap transaction (WIRE §1.2 `POST /v1/convert/build-transaction`: the amount in base units,
 * the slippage in percent, the project id, the CAIP-10 tokens and account, and no estimate, as
 * the approval may not have landed when it is built), as the wallet sends it: to `tx.to` on the
 * account's network, its data, `tx.amount` of the coin and the gas limit the service gives. An
 * answer from another account or chain, or paying other coin than the amount of a native-coin
 * swap (none for a token), is refused as unreadable (ResponseDecodeError) before any wallet sees
 * it. A network the data service does not answer for fails with SwapNetworkUnsupported ('Network
 * not supported for Swaps', WIRE §1.1).
 */
export const buildSwapTransaction = (account: SwapAccount, request: SwapRequest, slippage: number) =>
  Effect.gen(function* () {
    if (!(yield* isNetworkSupported(account.network.caipNetworkId))) return yield* new SwapNetworkUnsupported()
    const api = yield* ApiClient
    const { projectId } = yield* Options
    const body = {
      amount: request.amount.toString(),
      eip155: { slippage },
      projectId,
      from: request.from,
      to: request.to,
      userAddress: account.caipAddress,
      disableEstimate: true
    }
    const { tx } = yield* api.post({ service: "blockchain", path: PATH, body, schema: BuildSwapAnswer })
    const refuse = (issue: string) => new ResponseDecodeError({ url: api.url("blockchain", PATH), issue })
    if (!sameCaipAddress(tx.from, account.caipAddress)) return yield* refuse(`the swap is from ${tx.from}, not from ${account.caipAddress}`)
    const target = parseCaipAddress(tx.to)
    if (target.caipNetworkId !== account.network.caipNetworkId) return yield* refuse(`the swap goes to ${tx.to}, off ${account.network.caipNetworkId}`)
    const value = isNativeSwapToken(request.from, account.network) ? request.amount : 0n
    if (BigInt(tx.amount) !== value) return yield* refuse(`the swap pays ${tx.amount} of the native coin, not ${value}`)
    return { to: target.address, data: tx.data, value, gas: BigInt(tx.eip155.gas) } satisfies TransactionParameters
  }).pipe(Effect.withSpan("swap.buildSwapTransaction"))
