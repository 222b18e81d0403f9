/**
 * `POST /v1/profile/account`: registers `<label>.reown.id` for an address that proves it holds
 * the key by signing the registration message (EIP-191 personal_sign; a smart account's ERC-1271
 * or ERC-6492 signature is checked on the chain of the coin type). Checks in order: the body's
 * fields (400), the signature (401), then whether the name is free (409).
 */
import { Effect, Either, ParseResult, Schema } from "effect"
import { createPublicClient, getAddress, http, isAddress, isHex } from "viem"
import type { Profile, RegisterNameRequest } from "../../../schemas/Names.js"
import { RegisterNameMessageJson } from "../../../schemas/Names.js"
import type { DataContext } from "../DataContext.js"
import { chainIdOfCoinType, ETHEREUM_COIN_TYPE } from "./coinType.js"
import { accountNameOf, MAIN_ZONE } from "./nameRules.js"
import { badField, ProfileRefused } from "./ProfileRefused.js"

/** How far the message's timestamp may be from the server's clock, either way. */
export const TIMESTAMP_TOLERANCE_SECONDS = 10 * 60

/** The attributes a name may carry, and how long each value may be. */
const ATTRIBUTE_KEYS: ReadonlyArray<string> = ["avatar", "bio"]
const ATTRIBUTE_MAX_LENGTH = 255

export const registerName = (
  ctx: DataContext,
  request: RegisterNameRequest,
  nowSeconds: number
): Effect.Effect<Profile, ProfileRefused> =>
  Effect.gen(function* () {
    const message = yield* Schema.decodeUnknownEither(RegisterNameMessageJson)(request.message).pipe(
      Either.mapLeft((error) => badField("message", `not a registration message: ${ParseResult.TreeFormatter.formatErrorSync(error)}`))
    )
    const { name } = yield* accountNameOf("name", message.name, [MAIN_ZONE])
    const chainId = chainIdOfCoinType(request.coin_type)
    const chain = ctx.chains.find((candidate) => candidate.chainId === chainId)
    if (chain === undefined) {
      return yield* Effect.fail(badField("coin_type", `${request.coin_type} is not the coin type of a supported EVM chain`))
    }
    if (!isAddress(request.address, { strict: false })) {
      return yield* Effect.fail(badField("address", `"${request.address}" is not an EVM address`))
    }
    if (!Number.isFinite(message.timestamp) || Math.abs(message.timestamp - nowSeconds) > TIMESTAMP_TOLERANCE_SECONDS) {
      return yield* Effect.fail(badField("timestamp", `${message.timestamp} is more than 10 minutes from the server's time`))
    }
    for (const [key, value] of Object.entries(message.attributes)) {
      if (!ATTRIBUTE_KEYS.includes(key)) return yield* Effect.fail(badField("attributes", `unsupported attribute "${key}"`))
      if (value.length === 0 || value.length > ATTRIBUTE_MAX_LENGTH) {
        return yield* Effect.fail(badField("attributes", `"${key}" must hold 1 to ${ATTRIBUTE_MAX_LENGTH} characters`))
      }
    }
    const address = getAddress(request.address)
    const signed = isHex(request.signature)
      ? yield* Effect.promise(() =>
          createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
            .verifyMessage({ address, message: request.message, signature: request.signature as `0x${string}` })
            .catch(() => false)
        )
      : false
    if (!signed) {
      return yield* Effect.fail(
        new ProfileRefused({ status: 401, field: "signature", description: "the signature is not the address's signature of the message" })
      )
    }
    if (ctx.names.byName(name) !== undefined) {
      return yield* Effect.fail(new ProfileRefused({ status: 409, field: "name", description: `${name} is already registered` }))
    }
    const outcome = ctx.names.register(name, address, request.coin_type, message.attributes)
    if (outcome._tag === "NameTaken") {
      return yield* Effect.fail(new ProfileRefused({ status: 409, field: "name", description: `${name} is already registered` }))
    }
    // Like the hosted service, a name also answers for Ethereum (coin type 60) unless given for it.
    if (request.coin_type === ETHEREUM_COIN_TYPE) return outcome.profile
    const withMainnet = ctx.names.register(name, address, ETHEREUM_COIN_TYPE)
    return withMainnet._tag === "Registered" ? withMainnet.profile : outcome.profile
  })
