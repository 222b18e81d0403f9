/**
 * `GET /v1/account/{address}/balance` and `GET /v1/account/{address}/history` (WIRE §1.2, §1.3).
 * Balances are read live from the chains; history comes from the indexer. A well-formed chain id
 * the devnet does not run gets empty lists; a malformed one is refused.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect } from "effect"
import { getAddress } from "viem"
import { BalancesResponse, type TokenBalance } from "../../../schemas/TokenBalance.js"
import { HistoryResponse } from "../../../schemas/Transaction.js"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { respondJson } from "../../catalogue/respond.js"
import { readBitcoinBalances, readEvmBalances, readSolanaBalances } from "../balance/readBalances.js"
import type { ChainClients } from "../chainClients.js"
import type { ChainTarget } from "../chainLookup.js"
import {
  chainTarget,
  decodePathParam,
  isBitcoinAddress,
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  requireAddress
} from "../chainLookup.js"
import type { DataContext } from "../DataContext.js"
import { requireProject } from "../requireProject.js"

export const MAX_HISTORY_PAGE = 100

const pathAddress = Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["address"]))

/** The named chain, or (no `chainId`) every local chain the address can live on. */
const targetsOf = (ctx: DataContext, chainId: string | null, address: string): Effect.Effect<ReadonlyArray<ChainTarget>, RequestRejected> => {
  if (chainId !== null && chainId !== "") return Effect.map(chainTarget(ctx, chainId), (target) => [target])
  return Effect.succeed([
    ...(isEvmAddress(address) ? ctx.chains.map((chain): ChainTarget => ({ _tag: "Evm", chain })) : []),
    ...(isSolanaAddress(address) ? [{ _tag: "Solana" } as const] : []),
    ...(ctx.bitcoin !== undefined && isBitcoinAddress(address) ? [{ _tag: "Bitcoin", chain: ctx.bitcoin } as const] : [])
  ])
}

/** The address must suit the chains it is asked about; with none of ours, any address form will do. */
const requireAddressFor = (targets: ReadonlyArray<ChainTarget>, address: string) => {
  const evm = targets.some((target) => target._tag === "Evm")
  const solana = targets.some((target) => target._tag === "Solana")
  const bitcoin = targets.some((target) => target._tag === "Bitcoin")
  return requireAddress(address, evm || solana || bitcoin ? { evm, solana, bitcoin } : { evm: true, solana: true })
}

const readTarget = (
  ctx: DataContext,
  clients: ChainClients,
  target: ChainTarget,
  address: string
): Effect.Effect<ReadonlyArray<TokenBalance>, RequestRejected> => {
  switch (target._tag) {
    case "Evm":
      return readEvmBalances(ctx, clients, target.chain, getAddress(address.toLowerCase()))
    case "Solana":
      return Effect.succeed(readSolanaBalances(ctx, address))
    case "Bitcoin":
      return readBitcoinBalances(ctx, target.chain, address)
    case "Unsupported":
      return Effect.succeed([])
  }
}

const balance = (ctx: DataContext, clients: ChainClients) =>
  Effect.gen(function* () {
    const params = yield* requireProject(ctx)
    const address = yield* pathAddress
    const currency = params.get("currency")
    if (currency !== null && currency !== "" && currency.toLowerCase() !== "usd") {
      return yield* Effect.fail(badRequest(`currency "${currency}" is not supported; use usd`))
    }
    const forceUpdate = (params.get("forceUpdate") ?? "").split(",").filter((item) => item !== "")
    const stale = forceUpdate.find((item) => !isCaipAddress(item))
    if (stale !== undefined) return yield* Effect.fail(badRequest(`forceUpdate entries must be CAIP-10 addresses, not "${stale}"`))
    const targets = yield* targetsOf(ctx, params.get("chainId"), address)
    yield* requireAddressFor(targets, address)
    // Every read is live, so `forceUpdate` needs no cache to be dropped.
    const lists = yield* Effect.forEach(targets, (target) => readTarget(ctx, clients, target, address), { concurrency: "unbounded" })
    return yield* respondJson(BalancesResponse, { balances: lists.flat() })
  })

const pageSize = (raw: string | null): Effect.Effect<number, RequestRejected> => {
  if (raw === null || raw === "") return Effect.succeed(MAX_HISTORY_PAGE)
  const size = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN
  return size >= 1 && size <= MAX_HISTORY_PAGE
    ? Effect.succeed(size)
    : Effect.fail(badRequest(`limit must be an integer from 1 to ${MAX_HISTORY_PAGE}`))
}

const history = (ctx: DataContext) =>
  Effect.gen(function* () {
    const params = yield* requireProject(ctx)
    const address = yield* pathAddress
    const chainId = params.get("chainId")
    const targets = yield* targetsOf(ctx, chainId, address)
    yield* requireAddressFor(targets, address)
    const limit = yield* pageSize(params.get("limit"))
    const cursor = params.get("cursor")
    const chains = targets.flatMap((target) =>
      target._tag === "Evm" ? [target.chain.caipNetworkId] : target._tag === "Solana" ? [ctx.solana.caipNetworkId] : []
    )
    const page = yield* ctx.indexer.history({ address, chains, cursor: cursor === null || cursor === "" ? undefined : cursor, limit })
    return yield* respondJson(HistoryResponse, page)
  })

export const accountRoutes = (ctx: DataContext, clients: ChainClients) =>
  HttpRouter.empty.pipe(
    HttpRouter.get("/v1/account/:address/balance", balance(ctx, clients)),
    HttpRouter.get("/v1/account/:address/history", history(ctx))
  )
