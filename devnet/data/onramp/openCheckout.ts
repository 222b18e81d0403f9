/**
 * Turns an on-ramp URL request into a checkout session: the first destination wallet, on the
 * default network (or the wallet's first), buying the first of its assets sold there (USDC on an
 * EVM chain and SOL on Solana when it names none), for the preset crypto amount, or what the
 * preset fiat amount buys, or what 100.00 USD buys.
 */
import { PublicKey } from "@solana/web3.js"
import { Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { OnrampUrlRequest } from "../../../schemas/Onramp.js"
import { plainAddressOf } from "../convert/parseCaip.js"
import type { DataContext } from "../DataContext.js"
import { assetsForSale } from "./onrampMarket.js"
import type { OnrampSession, OnrampSessions } from "./OnrampSessions.js"
import { centsOf, priceOnramp } from "./priceOnramp.js"
import { purchaseOfNumber } from "./purchaseAmount.js"
import { saleNetworkOf, type SaleNetwork } from "./SaleNetwork.js"

const DEFAULT_FIAT = { currency: "USD", cents: 10_000n } as const

/** A Solana address: base58 of a 32-byte public key. */
const solanaAddressOf = (field: string, value: string): Either.Either<string, RequestRejected> => {
  try {
    return Either.right(new PublicKey(value).toBase58())
  } catch {
    return Either.left(badRequest(`${field}: invalid address "${value}"`))
  }
}

/** The buyer's address in the network's own form. */
export const destinationOf = (network: SaleNetwork, field: string, value: string): Either.Either<string, RequestRejected> =>
  network._tag === "Evm" ? plainAddressOf(field, value) : solanaAddressOf(field, value)

/** What a wallet asks for when it names no asset. */
const defaultAssets = (network: SaleNetwork): ReadonlyArray<string> => (network._tag === "Solana" ? ["SOL"] : ["USDC"])

export const openCheckout = (
  ctx: DataContext,
  sessions: OnrampSessions,
  request: OnrampUrlRequest
): Either.Either<OnrampSession, RequestRejected> =>
  Either.gen(function* () {
    const wallet = request.destinationWallets[0]
    if (wallet === undefined) return yield* Either.left(badRequest("destinationWallets: at least one wallet is required"))
    const named = request.defaultNetwork ?? wallet.blockchains[0]
    if (named === undefined) return yield* Either.left(badRequest("defaultNetwork or destinationWallets[0].blockchains is required"))
    const network = saleNetworkOf(ctx, named)
    if (network === undefined) return yield* Either.left(badRequest(`network "${named}" is not served by this on-ramp`))
    const destination = yield* destinationOf(network, "destinationWallets[0].address", wallet.address)
    const forSale = assetsForSale(ctx, network)
    const wanted = wallet.assets.length === 0 ? defaultAssets(network) : wallet.assets
    const asset = wanted
      .map((symbol) => forSale.find((candidate) => candidate.symbol.toLowerCase() === symbol.toLowerCase()))
      .find((candidate) => candidate !== undefined)
    if (asset === undefined) {
      return yield* Either.left(badRequest(`none of ${wanted.join(", ")} is sold on ${network.displayName}`))
    }
    const amount =
      request.presetCryptoAmount !== undefined
        ? yield* purchaseOfNumber("presetCryptoAmount", asset, request.presetCryptoAmount)
        : request.presetFiatAmount !== undefined
          ? (yield* priceOnramp(asset, DEFAULT_FIAT.currency, yield* centsOf("presetFiatAmount", String(request.presetFiatAmount)))).purchase
          : (yield* priceOnramp(asset, DEFAULT_FIAT.currency, DEFAULT_FIAT.cents)).purchase
    return sessions.open({ network, asset, destination, amount, partnerUserId: request.partnerUserId })
  })
