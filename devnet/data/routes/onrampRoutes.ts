/**
 * The on-ramp (WIRE §1.2 on-ramp rows, bodies §1.3) and its checkout: options, quotes, the URL
 * generator, and the pages where the buyer completes a purchase that is paid out on the chain.
 * The checkout pages are HTML for a browser window; their refusals are HTML pages too.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { searchParams } from "../../catalogue/requireProject.js"
import { respondJson } from "../../catalogue/respond.js"
import { OnrampOptionsResponse, OnrampQuote, OnrampQuoteRequest, OnrampUrlRequest, OnrampUrlResponse } from "../../../schemas/Onramp.js"
import type { AssetInfo } from "../AssetBook.js"
import { decodePathParam } from "../chainLookup.js"
import type { DataContext, RouteGroup } from "../DataContext.js"
import { checkoutPage, problemPage, receiptPage } from "../onramp/checkoutPage.js"
import { deliverPurchase } from "../onramp/deliverPurchase.js"
import { assetsForSale, paymentCurrencies, purchaseCurrencies } from "../onramp/onrampMarket.js"
import { makeOnrampSessions, type OnrampSession } from "../onramp/OnrampSessions.js"
import { openCheckout } from "../onramp/openCheckout.js"
import { centsOf, formatCents, formatPurchase, priceOnramp } from "../onramp/priceOnramp.js"
import { purchaseOfText } from "../onramp/purchaseAmount.js"
import { saleNetworkOf } from "../onramp/SaleNetwork.js"
import { readJsonBody } from "../readJsonBody.js"
import { requireProject } from "../requireProject.js"

/** The asset a quote prices: the purchase currency on the named network, else on its first network. */
const quotedAsset = (ctx: DataContext, request: OnrampQuoteRequest): Either.Either<AssetInfo, RequestRejected> => {
  const wanted = request.purchaseCurrency
  const offers = purchaseCurrencies(ctx).find(
    (currency) => currency.id.toLowerCase() === wanted.id.toLowerCase() || currency.symbol.toLowerCase() === wanted.symbol.toLowerCase()
  )
  if (offers === undefined) return Either.left(badRequest(`purchaseCurrency: ${wanted.symbol || wanted.id} is not sold`))
  const onNetwork = saleNetworkOf(ctx, request.network)
  const networks = [onNetwork, ...offers.networks.map((network) => saleNetworkOf(ctx, network.chain_id))]
  for (const network of networks) {
    const asset = network === undefined ? undefined : assetsForSale(ctx, network).find((candidate) => candidate.symbol === offers.symbol)
    if (asset !== undefined) return Either.right(asset)
  }
  return Either.left(badRequest(`purchaseCurrency: ${offers.symbol} is not sold on any network`))
}

/**
 * The provider's own parameters a client adds to the link (WIRE §1.5: `walletAddress`, and
 * `publicKey`, `destinationCurrencyCode`, `externalCustomerId`, which this checkout does not need):
 * a link whose `walletAddress` names another wallet than the session's is refused, so a purchase
 * is never paid out to an address the buyer did not ask for.
 */
const walletMismatch = (session: OnrampSession, params: URLSearchParams): boolean => {
  const named = params.get("walletAddress")
  if (named === null || named === "") return false
  return session.network._tag === "Evm" ? named.toLowerCase() !== session.destination.toLowerCase() : named !== session.destination
}

const asPage = (rejected: RequestRejected) => problemPage(rejected.status, rejected.status === 404 ? "Not found" : "Purchase refused", rejected.message)

const formAmount = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const text = yield* Effect.mapError(request.text, () => badRequest("the form could not be read"))
  const value = new URLSearchParams(text).get("amount")
  return value === null || value.trim() === "" ? undefined : value
})

export const onrampRoutes: RouteGroup = (ctx) => {
  const sessions = makeOnrampSessions()
  return HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/onramp/options",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        return yield* respondJson(OnrampOptionsResponse, {
          paymentCurrencies: paymentCurrencies(),
          purchaseCurrencies: purchaseCurrencies(ctx)
        })
      })
    ),
    HttpRouter.post(
      "/v1/onramp/quote",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const request = yield* readJsonBody(OnrampQuoteRequest)
        const asset = yield* quotedAsset(ctx, request)
        const price = yield* priceOnramp(asset, request.paymentCurrency.id, yield* centsOf("amount", request.amount))
        return yield* respondJson(OnrampQuote, {
          paymentTotal: { amount: formatCents(price.totalCents), currency: price.currency },
          paymentSubtotal: { amount: formatCents(price.subtotalCents), currency: price.currency },
          purchaseAmount: { amount: formatPurchase(price), currency: asset.symbol },
          networkFee: { amount: formatCents(price.feeCents), currency: price.currency },
          quoteId: crypto.randomUUID()
        })
      })
    ),
    HttpRouter.post(
      "/v1/generators/onrampurl",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const request = yield* readJsonBody(OnrampUrlRequest)
        const session = yield* openCheckout(ctx, sessions, request)
        return yield* respondJson(OnrampUrlResponse, {
          url: `${ctx.publicUrl}/onramp/checkout?session=${encodeURIComponent(session.id)}`
        })
      })
    ),
    HttpRouter.get(
      "/onramp/checkout",
      Effect.gen(function* () {
        const params = yield* searchParams
        const session = sessions.find(params.get("session") ?? "")
        if (session === undefined) return problemPage(404, "Not found", "This checkout link is not valid.")
        if (walletMismatch(session, params)) return problemPage(400, "Purchase refused", "This checkout link names another wallet.")
        switch (session.state._tag) {
          case "Open":
            return checkoutPage(session)
          case "Delivering":
            return problemPage(409, "Purchase in progress", "This purchase is being paid out.")
          case "Completed":
            return receiptPage(session, session.state.txHash, session.state.amount)
        }
      }).pipe(Effect.catchTag("RequestRejected", (rejected) => Effect.succeed(asPage(rejected))))
    ),
    HttpRouter.post(
      "/onramp/checkout/:session/complete",
      Effect.gen(function* () {
        const id = yield* Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["session"]))
        const typed = yield* formAmount
        const known = sessions.find(id)
        if (known === undefined) return problemPage(404, "Not found", "This checkout link is not valid.")
        const amount = typed === undefined ? known.amount : yield* purchaseOfText("amount", known.asset, typed)
        const claim = sessions.claim(id)
        if (claim._tag !== "Claimed") return problemPage(409, "Already completed", "This purchase has already been completed.")
        const { session } = claim
        const delivered = yield* Effect.either(deliverPurchase(session.network, session.asset, session.destination, amount))
        if (Either.isLeft(delivered)) {
          sessions.release(id)
          return asPage(delivered.left)
        }
        sessions.complete(id, delivered.right, amount)
        return receiptPage(session, delivered.right, amount)
      }).pipe(Effect.catchTag("RequestRejected", (rejected) => Effect.succeed(asPage(rejected))))
    )
  )
}
