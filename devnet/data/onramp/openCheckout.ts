/**
 * Turns an on-ramp URL request into a checkout session: the first destination wallet, on the
 * default network (or the wallet's first), buying the first of its assets sold there (USDC when
 * it names none), for the preset crypto amount, or what the preset fiat amount buys, or what
 * 100.00 USD buys.
 */
import { Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { OnrampUrlRequest } from "../../../schemas/Onramp.js"
import { plainAddressOf } from "../convert/parseCaip.js"
import type { DataContext } from "../DataContext.js"
import { assetsForSale, chainOfNetwork } from "./onrampMarket.js"
import type { OnrampSession, OnrampSessions } from "./OnrampSessions.js"
import { centsOf, priceOnramp } from "./priceOnramp.js"
import { purchaseOfNumber } from "./purchaseAmount.js"

const DEFAULT_FIAT = { currency: "USD", cents: 10_000n } as const

export const openCheckout = (
  ctx: DataContext,
  sessions: OnrampSessions,
  request: OnrampUrlRequest
): Either.Either<OnrampSession, RequestRejected> =>
  Either.gen(function* () {
    const wallet = request.destinationWallets[0]
    if (wallet === undefined) return yield* Either.left(badRequest("destinationWallets: at least one wallet is required"))
    const destination = yield* plainAddressOf("destinationWallets[0].address", wallet.address)
    const network = request.defaultNetwork ?? wallet.blockchains[0]
    if (network === undefined) return yield* Either.left(badRequest("defaultNetwork or destinationWallets[0].blockchains is required"))
    const chain = chainOfNetwork(ctx, network)
    if (chain === undefined) return yield* Either.left(badRequest(`network "${network}" is not served by this on-ramp`))
    const forSale = assetsForSale(ctx, chain)
    const wanted = wallet.assets.length === 0 ? ["USDC"] : wallet.assets
    const asset = wanted
      .map((symbol) => forSale.find((candidate) => candidate.symbol.toLowerCase() === symbol.toLowerCase()))
      .find((candidate) => candidate !== undefined)
    if (asset === undefined) {
      return yield* Either.left(badRequest(`none of ${wanted.join(", ")} is sold on ${chain.name}`))
    }
    const amount =
      request.presetCryptoAmount !== undefined
        ? yield* purchaseOfNumber("presetCryptoAmount", asset, request.presetCryptoAmount)
        : request.presetFiatAmount !== undefined
          ? (yield* priceOnramp(asset, DEFAULT_FIAT.currency, yield* centsOf("presetFiatAmount", String(request.presetFiatAmount)))).purchase
          : (yield* priceOnramp(asset, DEFAULT_FIAT.currency, DEFAULT_FIAT.cents)).purchase
    return sessions.open({ chain, asset, destination, amount, partnerUserId: request.partnerUserId })
  })
