import { Effect } from "effect"
import { parseCaipAddress } from "../../schemas/Caip.js"
import { BuildApproveAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { SwapNetworkUnsupported } from "../errors/AccountErrors.js"
import { ResponseDecodeError } from "../errors/HttpErrors.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { ApiClient } from "../services/ApiClient.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import type { SwapAccount } from "./swapAccount.js"

const PATH = "/v1/convert/build-approve"

/**
 * The approval that lets the swap take the source token (WIRE §1.2 `GET /v1/convert/build-approve`
 * with the CAIP-10 account and tokens; no amount: the service approves without limit), as the
 * transaction the wallet sends: to the token contract (`tx.from`), its data, no coin. An answer
 * naming another contract than the source token, or paying coin, is refused as unreadable
 * (ResponseDecodeError) before any wallet sees it. A network the data service does not answer for
 * fails with SwapNetworkUnsupported ('Network not supported for Swaps', WIRE §1.1).
 */
export const buildApproveTransaction = (account: SwapAccount, request: SwapRequest) =>
  Effect.gen(function* () {
    if (!(yield* isNetworkSupported(account.network.caipNetworkId))) return yield* new SwapNetworkUnsupported()
    const api = yield* ApiClient
    const query = { userAddress: account.caipAddress, from: request.from, to: request.to }
    const { tx } = yield* api.get({ service: "blockchain", path: PATH, query, schema: BuildApproveAnswer })
    const refuse = (issue: string) => new ResponseDecodeError({ url: api.url("blockchain", PATH, query), issue })
    if (!sameCaipAddress(tx.from, request.from)) return yield* refuse(`the approval goes to ${tx.from}, not to the token ${request.from}`)
    if (BigInt(tx.value) !== 0n) return yield* refuse(`the approval pays ${tx.value} of the native coin`)
    return { to: parseCaipAddress(tx.from).address, data: tx.data } satisfies TransactionParameters
  }).pipe(Effect.withSpan("swap.buildApproveTransaction"))
