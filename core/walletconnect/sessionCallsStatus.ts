import { Effect, Either, Schema } from "effect"
import type { CallsStatus } from "../../schemas/CallsStatus.js"
import { UserOperationReceiptAnswer } from "../../schemas/CallsStatus.js"
import type { WalletSession } from "../../schemas/WalletSession.js"
import { messageOf } from "../errors/catalogue.js"
import { ResponseDecodeError } from "../errors/HttpErrors.js"
import type { HttpRequestError, HttpStatusError, HttpTimeoutError } from "../errors/HttpErrors.js"
import { JsonRpcError } from "../errors/JsonRpcError.js"
import { CallStatusNotApproved, UserOperationReceiptFailed } from "../errors/WalletConnectErrors.js"

/** POSTs a JSON body to a URL and answers the JSON it gets back; a non-OK status is HttpStatusError. */
export type PostJson = (url: string, body: unknown) => Effect.Effect<unknown, HttpStatusError | HttpRequestError | HttpTimeoutError | ResponseDecodeError>

/** Where the hosted bundler is (the blockchain service, SPEC §7) and who asks it. */
export interface BundlerAccess {
  readonly blockchainUrl: string
  readonly projectId: string
  readonly post: PostJson
}

/** The hosted bundler's URL: `{blockchain}/v1/bundler?projectId=…&chainId=<CAIP-2>&bundler=<name>` (SPEC §7). */
export const hostedBundlerUrl = (access: BundlerAccess, chain: string, name: string): string => {
  const url = new URL("v1/bundler", access.blockchainUrl.endsWith("/") ? access.blockchainUrl : `${access.blockchainUrl}/`)
  url.searchParams.append("projectId", access.projectId)
  url.searchParams.append("chainId", chain)
  url.searchParams.append("bundler", name)
  return url.toString()
}

const decodeAnswer = Schema.decodeUnknown(UserOperationReceiptAnswer)

/**
 * A user operation's receipt as the batch's EIP-5792 status: none yet is pending (100); a receipt
 * is confirmed (200) when the operation succeeded, else failed onchain (500).
 */
const statusOf = (id: string, chain: string, answer: UserOperationReceiptAnswer): Effect.Effect<CallsStatus, JsonRpcError> => {
  if ("error" in answer) return Effect.fail(new JsonRpcError({ code: answer.error.code, reason: answer.error.message }))
  const chainId = `0x${Number(chain.slice("eip155:".length)).toString(16)}`
  const found = answer.result
  return Effect.succeed({
    version: "2.0.0",
    id,
    chainId,
    atomic: true,
    status: found === null ? 100 : found.success ? 200 : 500,
    receipts: found === null ? [] : [found.receipt]
  })
}

/** `eth_getUserOperationReceipt [id]` at a bundler; a non-OK answer is UserOperationReceiptFailed (SPEC §8). */
const askBundler = (access: BundlerAccess, url: string, id: string, chain: string) =>
  access.post(url, { jsonrpc: "2.0", id: 1, method: "eth_getUserOperationReceipt", params: [id] }).pipe(
    Effect.catchTag("HttpStatusError", (error) => Effect.fail(new UserOperationReceiptFailed({ status: error.status }))),
    Effect.flatMap((body) => Effect.mapError(decodeAnswer(body), (error) => new ResponseDecodeError({ url, issue: error.message }))),
    Effect.flatMap((answer) => statusOf(id, chain, answer))
  )

/**
 * `wallet_getCallsStatus` over a WalletConnect session, by the universal provider's rule: with the
 * session property `bundler_name`, the hosted bundler is asked for the user operation's receipt;
 * else, or when that fails, a `bundler_url` of the session; else the wallet, when the session
 * approved the method; else CallStatusNotApproved ('Fetching call status not approved by the
 * wallet', SPEC §8). A bundler that fails is logged with its catalogue text
 * ('Failed to fetch user operation receipt - <status>') and the next way is tried.
 */
export const sessionCallsStatus = <E, R>(params: {
  readonly session: WalletSession
  readonly chain: string
  readonly args: unknown
  readonly bundler: BundlerAccess | undefined
  readonly ask: (args: unknown) => Effect.Effect<unknown, E, R>
}): Effect.Effect<unknown, E | CallStatusNotApproved, R> =>
  Effect.gen(function* () {
    const { session, chain, args, bundler, ask } = params
    const id = Array.isArray(args) && typeof args[0] === "string" ? args[0] : undefined
    const properties = session.sessionProperties ?? {}
    const name = properties["bundler_name"]
    const custom = properties["bundler_url"]
    const urls = [
      ...(typeof name === "string" && name !== "" && bundler !== undefined ? [hostedBundlerUrl(bundler, chain, name)] : []),
      ...(typeof custom === "string" && custom !== "" ? [custom] : [])
    ]
    if (id !== undefined && bundler !== undefined) {
      for (const url of urls) {
        const answer = yield* Effect.either(askBundler(bundler, url, id, chain))
        if (Either.isRight(answer)) return answer.right
        yield* Effect.logWarning(`Failed to fetch call status from a bundler (${url}): ${messageOf(answer.left)}`)
      }
    }
    if (session.namespaces["eip155"]?.methods.includes("wallet_getCallsStatus") === true) return yield* ask(args)
    return yield* new CallStatusNotApproved()
  }).pipe(Effect.withSpan("walletconnect.sessionCallsStatus"))
