/**
 * Account names on the local data service: a name registered with a message signed by the dev
 * wallet resolves by name, by address and through identity; a smart account registers with its
 * ERC-6492 signature; forged, stale, malformed and taken registrations are refused with the
 * profile error body.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { isErc6492Signature } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { toDoorwaySmartAccount } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { INVALID_KEY_MESSAGE } from "../../../devnet/catalogue/RequestRejected.js"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import { IdentityResponse } from "../../../schemas/BlockchainApi.js"
import {
  NameSuggestionsResponse,
  Profile,
  ProfileErrorBody,
  ReverseLookupResponse
} from "../../../schemas/Names.js"
import type { RegisterNameRequest } from "../../../schemas/Names.js"
import { chainClients, identityQuery, withDataClient } from "./dataClient.js"

/** A key that is not the dev wallet's, for forged registrations. */
const OTHER_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" as const
const POLYGON_COIN_TYPE = 0x80000089
const SEPOLIA_COIN_TYPE = (0x80000000 | 11155111) >>> 0

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
const now = () => Math.floor(Date.now() / 1000)

const signedRegistration = async (
  name: string,
  options: { key?: `0x${string}`; coinType?: number; timestamp?: number; attributes?: Record<string, string> } = {}
): Promise<RegisterNameRequest> => {
  const message = JSON.stringify({ name, attributes: options.attributes ?? {}, timestamp: options.timestamp ?? now() })
  const signer = privateKeyToAccount(options.key ?? DEV_WALLET_PRIVATE_KEY)
  return {
    coin_type: options.coinType ?? POLYGON_COIN_TYPE,
    address: DEV_WALLET_ADDRESS,
    message,
    signature: await signer.signMessage({ message })
  }
}

const register = (body: unknown) =>
  fetch(`${devnet.data.url}/v1/profile/account`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })

const refusal = async (response: Response) => ({
  status: response.status,
  body: Schema.decodeUnknownSync(ProfileErrorBody)(await response.json())
})

describe("registering and resolving a name", () => {
  it.live("registers a signed name that then resolves by name, by address and as identity", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const request = yield* Effect.promise(() =>
          signedRegistration("dev-wallet.reown.id", { attributes: { bio: "The local dev wallet" } })
        )
        const answer = yield* api.post({
          service: "blockchain",
          path: "/v1/profile/account",
          body: request,
          schema: Schema.Struct({ success: Schema.Literal(true) })
        })
        expect(answer).toEqual({ success: true })

        const profile = yield* api.get({
          service: "blockchain",
          path: "/v1/profile/account/dev-wallet.reown.id",
          query: { apiVersion: "2" },
          schema: Profile
        })
        expect(profile.name).toBe("dev-wallet.reown.id")
        expect(profile.addresses[String(POLYGON_COIN_TYPE)]?.address).toBe(DEV_WALLET_ADDRESS)
        // Like the hosted service, a name also answers for Ethereum.
        expect(profile.addresses["60"]?.address).toBe(DEV_WALLET_ADDRESS)
        expect(profile.attributes).toEqual([{ bio: "The local dev wallet" }])
        expect(Math.abs(profile.registered - now())).toBeLessThan(60)

        const reverse = yield* api.get({
          service: "blockchain",
          path: `/v1/profile/reverse/${DEV_WALLET_ADDRESS.toLowerCase()}`,
          query: { apiVersion: "2", sender: DEV_WALLET_ADDRESS },
          schema: ReverseLookupResponse
        })
        expect(reverse.map((entry) => entry.name)).toEqual(["dev-wallet.reown.id"])

        const identity = yield* api.get({ service: "blockchain", path: `/v1/identity/${DEV_WALLET_ADDRESS}`, schema: IdentityResponse })
        expect(identity.name).toBe("dev-wallet.reown.id")

        const { suggestions } = yield* api.get({
          service: "blockchain",
          path: "/v1/profile/suggestions/dev-wallet",
          query: { zone: "reown.id" },
          schema: NameSuggestionsResponse
        })
        expect(suggestions[0]).toEqual({ name: "dev-wallet.reown.id", registered: true })
        expect(suggestions).toHaveLength(5)
        expect(suggestions.slice(1).every((entry) => !entry.registered && entry.name.endsWith(".reown.id"))).toBe(true)
        expect(new Set(suggestions.map((entry) => entry.name)).size).toBe(5)

        // A taken name is refused, even to its owner.
        const again = yield* Effect.promise(async () => refusal(await register(await signedRegistration("dev-wallet.reown.id"))))
        expect(again.status).toBe(409)
        expect(again.body.reasons[0]?.name).toBe("name")
      })
    )
  )

  it.live("answers unknown names with 404, addresses without names with [], free names as unregistered", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const missing = yield* Effect.flip(
          api.get({ service: "blockchain", path: "/v1/profile/account/nobody-here.reown.id", query: { apiVersion: "2" }, schema: Profile })
        )
        expect(missing).toMatchObject({ _tag: "HttpStatusError", status: 404 })
        const raw = yield* Effect.promise(async () =>
          refusal(await fetch(`${devnet.data.url}/v1/profile/account/nobody-here.reown.id?apiVersion=2&${identityQuery()}`))
        )
        expect(raw).toMatchObject({ status: 404, body: { status: "FAILED", reasons: [{ name: "name" }] } })

        const fresh = devnet.evm[0]!.fixtures.accounts[7]!
        const none = yield* api.get({
          service: "blockchain",
          path: `/v1/profile/reverse/${fresh}`,
          query: { apiVersion: "2" },
          schema: ReverseLookupResponse
        })
        expect(none).toEqual([])

        const { suggestions } = yield* api.get({
          service: "blockchain",
          path: "/v1/profile/suggestions/brand-new",
          query: { zone: "reown.id" },
          schema: NameSuggestionsResponse
        })
        expect(suggestions[0]).toEqual({ name: "brand-new.reown.id", registered: false })
      })
    )
  )

  it("registers on Sepolia with its ENSIP-11 coin type", async () => {
    const response = await register(await signedRegistration("sepolia-dev.reown.id", { coinType: SEPOLIA_COIN_TYPE }))
    expect(response.status).toBe(200)
    const profile = devnet.data.names.byName("sepolia-dev.reown.id")
    expect(profile?.addresses[String(SEPOLIA_COIN_TYPE)]?.address).toBe(DEV_WALLET_ADDRESS)
  })
})

describe("a smart account's name", () => {
  it("registers with the account's ERC-6492 signature before it is deployed; its owner's own signature is refused", async () => {
    const polygon = devnet.evm.find((chain) => chain.chainId === 137)!
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toDoorwaySmartAccount(chainClients(polygon).publicClient, polygon.fixtures.accountAbstraction, owner)
    const message = JSON.stringify({ name: "smart-one.reown.id", attributes: {}, timestamp: now() })
    const byOwner = await owner.signMessage({ message })
    const asOwner = await refusal(await register({ coin_type: POLYGON_COIN_TYPE, address: account.address, message, signature: byOwner }))
    expect(asOwner.status).toBe(401)

    const signature = await account.signMessage({ message })
    expect(isErc6492Signature(signature)).toBe(true)
    const response = await register({ coin_type: POLYGON_COIN_TYPE, address: account.address, message, signature })
    expect(response.status).toBe(200)
    expect(devnet.data.names.byAddress(account.address).map((profile) => profile.name)).toEqual(["smart-one.reown.id"])
  })
})

describe("refused registrations", () => {
  it("refuses a signature by another key with 401", async () => {
    const forged = await refusal(await register(await signedRegistration("forged-name.reown.id", { key: OTHER_KEY })))
    expect(forged.status).toBe(401)
    expect(forged.body.reasons[0]?.name).toBe("signature")
    const garbage = await register({ ...(await signedRegistration("forged-name.reown.id")), signature: "0x1234" })
    expect(garbage.status).toBe(401)
    // The message is what was signed: changing it after signing breaks the signature.
    const signed = await signedRegistration("forged-name.reown.id")
    const tampered = await register({ ...signed, message: signed.message.replace("forged-name", "stolen-name") })
    expect(tampered.status).toBe(401)
    expect(devnet.data.names.byName("forged-name.reown.id")).toBeUndefined()
    expect(devnet.data.names.byName("stolen-name.reown.id")).toBeUndefined()
  })

  it("refuses bad bodies, names, coin types and stale timestamps with 400", async () => {
    const cases: ReadonlyArray<[string, Promise<Response>]> = [
      ["not json", register("{")],
      ["missing fields", register({ address: DEV_WALLET_ADDRESS })],
      ["message not JSON", signedRegistration("x").then((body) => register({ ...body, message: "hello" }))],
      ["short label", signedRegistration("abc.reown.id").then(register)],
      ["bad characters", signedRegistration("no_underscores.reown.id").then(register)],
      ["other zone", signedRegistration("elsewhere.eth").then(register)],
      ["legacy zone", signedRegistration("legacy-name.wcn.id").then(register)],
      ["chain not served", signedRegistration("optimism-dev.reown.id", { coinType: 0x8000000a }).then(register)],
      ["not an EVM coin type", signedRegistration("bitcoin-dev.reown.id", { coinType: 0 }).then(register)],
      ["stale", signedRegistration("stale-name.reown.id", { timestamp: now() - 11 * 60 }).then(register)],
      ["future", signedRegistration("future-name.reown.id", { timestamp: now() + 11 * 60 }).then(register)],
      ["unknown attribute", signedRegistration("attr-name.reown.id", { attributes: { website: "x" } }).then(register)]
    ]
    for (const [label, pending] of cases) {
      const response = await pending
      expect({ label, status: response.status }).toEqual({ label, status: 400 })
      expect(await response.json()).toMatchObject({ message: expect.any(String) })
    }
  })

  it("checks the project key on lookups, and bad names in lookups are 400", async () => {
    const unknown = await fetch(`${devnet.data.url}/v1/profile/account/dev-wallet.reown.id?apiVersion=2&${identityQuery("nobody")}`)
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: INVALID_KEY_MESSAGE })
    expect((await fetch(`${devnet.data.url}/v1/profile/reverse/${DEV_WALLET_ADDRESS}?apiVersion=2`)).status).toBe(400)
    expect((await fetch(`${devnet.data.url}/v1/profile/account/not%20a%20name?${identityQuery()}`)).status).toBe(400)
    expect((await fetch(`${devnet.data.url}/v1/profile/reverse/0x1234?apiVersion=2&${identityQuery()}`)).status).toBe(400)
    expect((await fetch(`${devnet.data.url}/v1/profile/suggestions/ab?zone=reown.id&${identityQuery()}`)).status).toBe(400)
    expect((await fetch(`${devnet.data.url}/v1/profile/suggestions/abcd?zone=example.com&${identityQuery()}`)).status).toBe(400)
  })
})
