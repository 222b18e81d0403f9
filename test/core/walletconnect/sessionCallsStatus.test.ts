/**
 * `wallet_getCallsStatus` over a WalletConnect session (SPEC §7, §8): with the session property
 * `bundler_name`, the data service's bundler route is asked (`POST /v1/bundler?projectId&chainId=
 * <CAIP-2>&bundler=<name>`, eth_getUserOperationReceipt [id]) and its answer, decoded, becomes the
 * EIP-5792 status; else, or when it fails ('Failed to fetch user operation receipt - <status>',
 * logged), a `bundler_url`; else the wallet when the session approved the method; else 'Fetching
 * call status not approved by the wallet'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Logger, Ref } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { HttpStatusError } from "../../../core/errors/HttpErrors.js"
import { hostedBundlerUrl, sessionCallsStatus } from "../../../core/walletconnect/sessionCallsStatus.js"
import type { BundlerAccess } from "../../../core/walletconnect/sessionCallsStatus.js"
import type { WalletSession } from "../../../schemas/WalletSession.js"

const OP = `0x${"12".repeat(32)}`
const TX = `0x${"34".repeat(32)}`
const CHAIN = "eip155:137"

const session = (methods: ReadonlyArray<string>, sessionProperties?: WalletSession["sessionProperties"]): WalletSession => ({
  topic: "t".repeat(64),
  expiry: 1,
  namespaces: { eip155: { chains: [CHAIN], accounts: [], methods: [...methods], events: [] } },
  ...(sessionProperties === undefined ? {} : { sessionProperties })
})

/** A bundler endpoint answering by URL, and the POSTs it received. */
const bundlers = (answers: Record<string, (body: unknown) => Effect.Effect<unknown, HttpStatusError>>) =>
  Effect.map(Ref.make<ReadonlyArray<{ readonly url: string; readonly body: unknown }>>([]), (posts) => ({
    access: {
      blockchainUrl: "https://data.test",
      projectId: "p1",
      post: (url, body) =>
        Effect.zipRight(
          Ref.update(posts, (all) => [...all, { url, body }]),
          answers[url]?.(body) ?? Effect.fail(new HttpStatusError({ status: 404, url }))
        )
    } satisfies BundlerAccess,
    posts: Ref.get(posts)
  }))

const HOSTED = "https://data.test/v1/bundler?projectId=p1&chainId=eip155%3A137&bundler=pimlico"
const receipt = (success: boolean) => ({
  jsonrpc: "2.0",
  id: 1,
  result: { userOpHash: OP, entryPoint: "0x0000000071727De22E5E9d8BAf0edAc6f37da032", success, receipt: { transactionHash: TX, status: success ? "0x1" : "0x0" } }
})

/** The warnings logged while `effect` runs, and its outcome. */
const withWarnings = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const warnings = yield* Ref.make<ReadonlyArray<string>>([])
    const logger = Logger.make(({ message }) => Effect.runSync(Ref.update(warnings, (all) => [...all, String(Array.isArray(message) ? message[0] : message)])))
    const outcome = yield* Effect.either(effect.pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger))))
    return { outcome, warnings: yield* Ref.get(warnings) }
  })

const neverAsked = () => Effect.die("the wallet is not asked")

describe("the call status over a WalletConnect session (SPEC §7, §8)", () => {
  it("the hosted bundler's URL is the data service's bundler route", () => {
    expect(hostedBundlerUrl({ blockchainUrl: "https://data.test/", projectId: "p1", post: () => Effect.succeed(null) }, CHAIN, "pimlico")).toBe(HOSTED)
    expect(hostedBundlerUrl({ blockchainUrl: "http://127.0.0.1:4100", projectId: "p1", post: () => Effect.succeed(null) }, "eip155:1", "pimlico")).toBe(
      "http://127.0.0.1:4100/v1/bundler?projectId=p1&chainId=eip155%3A1&bundler=pimlico"
    )
  })

  it.effect("with bundler_name, the bundler's receipt is the status: a successful operation is confirmed (200)", () =>
    Effect.gen(function* () {
      const { access, posts } = yield* bundlers({ [HOSTED]: () => Effect.succeed(receipt(true)) })
      const status = yield* sessionCallsStatus({ session: session([], { bundler_name: "pimlico" }), chain: CHAIN, args: [OP], bundler: access, ask: neverAsked })
      expect(status).toEqual({ version: "2.0.0", id: OP, chainId: "0x89", atomic: true, status: 200, receipts: [{ transactionHash: TX, status: "0x1" }] })
      expect(yield* posts).toEqual([{ url: HOSTED, body: { jsonrpc: "2.0", id: 1, method: "eth_getUserOperationReceipt", params: [OP] } }])
    }))

  it.effect("no receipt yet is pending (100); a reverted operation failed onchain (500)", () =>
    Effect.gen(function* () {
      const pending = yield* bundlers({ [HOSTED]: () => Effect.succeed({ jsonrpc: "2.0", id: 1, result: null }) })
      const props = session([], { bundler_name: "pimlico" })
      expect(yield* sessionCallsStatus({ session: props, chain: CHAIN, args: [OP], bundler: pending.access, ask: neverAsked })).toMatchObject({ status: 100, receipts: [] })
      const reverted = yield* bundlers({ [HOSTED]: () => Effect.succeed(receipt(false)) })
      expect(yield* sessionCallsStatus({ session: props, chain: CHAIN, args: [OP], bundler: reverted.access, ask: neverAsked })).toMatchObject({ status: 500 })
    }))

  it.effect("a bundler refusing with an HTTP status is logged as 'Failed to fetch user operation receipt - <status>'; the wallet answers when it approved the method", () =>
    Effect.gen(function* () {
      const { access } = yield* bundlers({ [HOSTED]: (body) => Effect.fail(new HttpStatusError({ status: 503, url: String(body) })) })
      const { outcome, warnings } = yield* withWarnings(
        sessionCallsStatus({
          session: session(["wallet_getCallsStatus"], { bundler_name: "pimlico" }),
          chain: CHAIN,
          args: [OP],
          bundler: access,
          ask: (args) => Effect.succeed({ fromWallet: args })
        })
      )
      expect(Either.getOrUndefined(outcome)).toEqual({ fromWallet: [OP] })
      expect(warnings.some((text) => text.includes("Failed to fetch user operation receipt - 503"))).toBe(true)
    }))

  it.effect("after the hosted bundler, the session's bundler_url is tried", () =>
    Effect.gen(function* () {
      const custom = "https://bundler.wallet.test/rpc"
      const { access, posts } = yield* bundlers({ [custom]: () => Effect.succeed(receipt(true)) })
      const status = yield* sessionCallsStatus({
        session: session([], { bundler_name: "pimlico", bundler_url: custom }),
        chain: CHAIN,
        args: [OP],
        bundler: access,
        ask: neverAsked
      })
      expect(status).toMatchObject({ status: 200 })
      expect((yield* posts).map((post) => post.url)).toEqual([HOSTED, custom])
    }))

  it.effect("an answer that does not decode is not a status: the next way is tried", () =>
    Effect.gen(function* () {
      const { access } = yield* bundlers({ [HOSTED]: () => Effect.succeed({ result: { success: "yes" } }) })
      const error = yield* Effect.flip(
        sessionCallsStatus({ session: session([], { bundler_name: "pimlico" }), chain: CHAIN, args: [OP], bundler: access, ask: neverAsked })
      )
      expect(messageOf(error)).toBe("Fetching call status not approved by the wallet")
    }))

  it.effect("without a bundler, the wallet is asked when the session approved wallet_getCallsStatus", () =>
    Effect.gen(function* () {
      const { access, posts } = yield* bundlers({})
      const status = yield* sessionCallsStatus({ session: session(["wallet_getCallsStatus"]), chain: CHAIN, args: [OP], bundler: access, ask: () => Effect.succeed("wallet's") })
      expect(status).toBe("wallet's")
      expect(yield* posts).toEqual([])
    }))

  it.effect("else 'Fetching call status not approved by the wallet' (SPEC §8)", () =>
    Effect.gen(function* () {
      const { access } = yield* bundlers({})
      const error = yield* Effect.flip(sessionCallsStatus({ session: session(["personal_sign"]), chain: CHAIN, args: [OP], bundler: access, ask: neverAsked }))
      expect(error._tag).toBe("CallStatusNotApproved")
      expect(messageOf(error)).toBe("Fetching call status not approved by the wallet")
    }))
})
