/**
 * Smart sessions of the data service: tests seed them through the service handle or record them
 * over HTTP with the account's signature of the `pci`, list them over HTTP, and revoke one with
 * the account's personal_sign of its `pci` (a smart account's ERC-6492 signature too).
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { isErc6492Signature } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { toDoorwaySmartAccount } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import { SmartSessionsResponse, type SmartSession } from "../../../schemas/BlockchainApi.js"
import { chainClients, identityQuery, PROJECT_ID, withDataClient } from "./dataClient.js"

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
const RevokeResponse = Schema.Struct({ success: Schema.Boolean })

const session = (pci: string): SmartSession => ({
  project: { id: PROJECT_ID, name: "Doorway demo", url: "http://127.0.0.1:5173" },
  pci,
  expiry: 1_900_000_000,
  createdAt: 1_700_000_000,
  permissions: [{ type: "native-token-recurring-allowance", data: { allowance: "0x1" } }],
  policies: [{ id: "policy-1" }],
  context: "0xabcdef"
})

const list = (caipAddress: string) =>
  Effect.flatMap(ApiClient, (api) =>
    Effect.map(api.get({ service: "blockchain", path: `/v1/sessions/${caipAddress}`, schema: SmartSessionsResponse }), (response) =>
      response.pcis.map((entry) => entry.pci)
    )
  )

const revoke = (address: string, body: { readonly pci: string; readonly signature: string }) =>
  Effect.flatMap(ApiClient, (api) =>
    api.post({ service: "blockchain", path: `/v1/sessions/${address}/revoke`, query: { projectId: PROJECT_ID }, body, schema: RevokeResponse })
  )

describe("smart sessions", () => {
  it.live("lists the sessions added for an account, none before", () =>
    withClient(
      Effect.gen(function* () {
        const owner = privateKeyToAccount(generatePrivateKey()).address
        expect(yield* list(`eip155:1:${owner}`)).toEqual([])
        devnet.data.sessions.add(`eip155:1:${owner}`, session("pci-a"))
        devnet.data.sessions.add(`eip155:1:${owner}`, session("pci-b"))
        devnet.data.sessions.add(`eip155:137:${owner}`, session("pci-polygon"))
        expect(yield* list(`eip155:1:${owner}`)).toEqual(["pci-a", "pci-b"])
        expect(yield* list(`eip155:1:${owner.toLowerCase()}`)).toEqual(["pci-a", "pci-b"])
        const [first] = (yield* Effect.flatMap(ApiClient, (api) =>
          api.get({ service: "blockchain", path: `/v1/sessions/eip155:137:${owner}`, schema: SmartSessionsResponse })
        )).pcis
        expect(first).toEqual(session("pci-polygon"))
      })
    )
  )

  it.live("revokes only with the account's signature of the pci, and the session is gone afterwards", () =>
    withClient(
      Effect.gen(function* () {
        const owner = privateKeyToAccount(generatePrivateKey())
        const stranger = privateKeyToAccount(generatePrivateKey())
        const account = `eip155:1:${owner.address}`
        devnet.data.sessions.add(account, session("pci-keep"))
        devnet.data.sessions.add(account, session("pci-drop"))

        const forged = yield* Effect.flip(revoke(owner.address, { pci: "pci-drop", signature: yield* Effect.promise(() => stranger.signMessage({ message: "pci-drop" })) }))
        expect(forged).toMatchObject({ _tag: "HttpStatusError", status: 401 })
        const wrongText = yield* Effect.flip(revoke(owner.address, { pci: "pci-drop", signature: yield* Effect.promise(() => owner.signMessage({ message: "pci-keep" })) }))
        expect(wrongText).toMatchObject({ _tag: "HttpStatusError", status: 401 })
        const junk = yield* Effect.flip(revoke(owner.address, { pci: "pci-drop", signature: "not-a-signature" }))
        expect(junk).toMatchObject({ _tag: "HttpStatusError", status: 401 })
        expect(yield* list(account)).toEqual(["pci-keep", "pci-drop"])

        const signature = yield* Effect.promise(() => owner.signMessage({ message: "pci-drop" }))
        expect(yield* revoke(account, { pci: "pci-drop", signature })).toEqual({ success: true })
        expect(yield* list(account)).toEqual(["pci-keep"])
        const again = yield* Effect.flip(revoke(owner.address, { pci: "pci-drop", signature }))
        expect(again).toMatchObject({ _tag: "HttpStatusError", status: 404 })
      })
    )
  )

  it("records a session only with the account's signature of its pci; a smart account records and revokes with ERC-6492 signatures", async () => {
    const polygon = devnet.evm.find((chain) => chain.chainId === 137)!
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = await toDoorwaySmartAccount(chainClients(polygon).publicClient, polygon.fixtures.accountAbstraction, owner)
    const account = `eip155:137:${smart.address}`
    const record = async (body: unknown) =>
      (
        await fetch(`${devnet.data.url}/v1/sessions/${account}?projectId=${PROJECT_ID}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body)
        })
      ).status
    const listed = () => devnet.data.sessions.list(account).map((entry) => entry.pci)

    // The owner's own key is not the smart account.
    expect(await record({ session: session("pci-smart"), signature: await owner.signMessage({ message: "pci-smart" }) })).toBe(401)
    expect(await record({ session: session("pci-smart") })).toBe(400)
    expect(listed()).toEqual([])

    const signed = await smart.signMessage({ message: "pci-smart" })
    expect(isErc6492Signature(signed)).toBe(true)
    expect(await record({ session: session("pci-smart"), signature: signed })).toBe(200)
    expect(listed()).toEqual(["pci-smart"])

    const revoked = await fetch(`${devnet.data.url}/v1/sessions/${smart.address}/revoke?projectId=${PROJECT_ID}`, {
      method: "POST",
      body: JSON.stringify({ pci: "pci-smart", signature: signed })
    })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ success: true })
    expect(listed()).toEqual([])
  })

  it("refuses malformed accounts and bodies with a {message}", async () => {
    const account = privateKeyToAccount(generatePrivateKey()).address
    const answers = await Promise.all([
      fetch(`${devnet.data.url}/v1/sessions/${account}?${identityQuery()}`),
      fetch(`${devnet.data.url}/v1/sessions/eip155:1:0x12?${identityQuery()}`),
      fetch(`${devnet.data.url}/v1/sessions/eip155:1:${account}`),
      fetch(`${devnet.data.url}/v1/sessions/${account}/revoke?projectId=${PROJECT_ID}`, { method: "POST", body: "{" }),
      fetch(`${devnet.data.url}/v1/sessions/${account}/revoke?projectId=${PROJECT_ID}`, { method: "POST", body: '{"pci":1}' }),
      fetch(`${devnet.data.url}/v1/sessions/${account}/revoke?projectId=wrong`, { method: "POST", body: '{"pci":"a","signature":"0x"}' })
    ])
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 403])
    for (const answer of answers) expect(await answer.json()).toEqual({ message: expect.any(String) })
  })
})
