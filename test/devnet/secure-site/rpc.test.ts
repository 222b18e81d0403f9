/**
 * RPC_REQUEST through the secure site (WIRE §4.5): reads answered by the chain's node, signing and
 * sending with the user's own key only when approved in the frame, `wallet_sendCalls` one call
 * after the other, asset discovery read from the chain, and 4200 for every other method.
 */
import { createPublicClient, http, parseEther, recoverTypedDataAddress, toHex, verifyMessage, type Address, type Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { frameClient, logIn, type FrameClient } from "./frameClient.js"
import { startSiteFixture, type SiteFixture } from "./siteFixture.js"

const PROJECT = "doorway-test"
const RECIPIENT: Address = "0x000000000000000000000000000000000000bEEF"
let fixture: SiteFixture
let client: FrameClient
let address: Address

beforeAll(async () => {
  fixture = await startSiteFixture()
  client = frameClient(fixture.site.url, PROJECT)
  await logIn(client, fixture.site.url, "rpc@example.com")
  address = ((await client.send("GET_USER", { chainId: 1 })).payload as { address: Address }).address
})
afterAll(async () => {
  await fixture?.stop()
})

const rpc = (method: string, params?: unknown, options: { approved?: boolean; chainId?: string | number } = {}) =>
  client.send(
    "RPC_REQUEST",
    { method, ...(params === undefined ? {} : { params }), chainNamespace: "eip155", ...(options.chainId === undefined ? {} : { chainId: options.chainId }) },
    { approved: options.approved ?? false }
  )

const resultOf = async (reply: Promise<{ type: string; payload?: unknown }>) => {
  const answered = await reply
  if (answered.type !== "@w3m-frame/RPC_REQUEST_SUCCESS") throw new Error(JSON.stringify(answered))
  return answered.payload
}

const publicClient = (chainId: number) => {
  const chain = fixture.chains.find((entry) => entry.chainId === chainId)
  return createPublicClient({ transport: http(chain?.rpcUrl) })
}

describe("reads", () => {
  it("go to the chain's node; eth_accounts and eth_chainId are the user's", async () => {
    expect(await resultOf(rpc("eth_getBalance", [address, "latest"]))).toBe("0x56bc75e2d63100000")
    const block = await publicClient(137).getBlockNumber()
    expect(await resultOf(rpc("eth_blockNumber", undefined, { chainId: "eip155:137" }))).toBe(`0x${block.toString(16)}`)
    expect(await resultOf(rpc("eth_accounts"))).toEqual([address])
    expect(await resultOf(rpc("eth_chainId"))).toBe("0x1")
    expect(await resultOf(rpc("eth_chainId", undefined, { chainId: 137 }))).toBe("0x89")
  })

  it("a node's error comes back as the reply's error", async () => {
    expect(await rpc("eth_getBalance", ["not-an-address", "latest"])).toMatchObject({ type: "@w3m-frame/RPC_REQUEST_ERROR" })
  })

  it("a chain the site does not serve is refused with 4902", async () => {
    expect(await rpc("eth_blockNumber", undefined, { chainId: 10 })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4902 }
    })
  })
})

describe("signing", () => {
  it("personal_sign runs only once approved in the frame, with the user's key", async () => {
    const message = "0x48656c6c6f" as Hex
    expect(await rpc("personal_sign", [message, address])).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100, message: "The request was not approved in the wallet frame" }
    })
    const signature = (await resultOf(rpc("personal_sign", [message, address], { approved: true }))) as Hex
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
  })

  it("eth_signTypedData_v4 signs the typed data", async () => {
    const typedData = {
      domain: { name: "Doorway", version: "1", chainId: 1 },
      types: { Greeting: [{ name: "text", type: "string" }] },
      primaryType: "Greeting",
      message: { text: "hello" }
    } as const
    const EIP712Domain = [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" }
    ]
    const wire = JSON.stringify({ ...typedData, types: { ...typedData.types, EIP712Domain } })
    const signature = (await resultOf(rpc("eth_signTypedData_v4", [address, wire], { approved: true }))) as Hex
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(address)
  })

  it("GET_USER with a sign-in message fills in the address and signs it", async () => {
    const serializedMessage = "127.0.0.1 wants you to sign in with your Ethereum account:\n<<AccountAddress>>\n\nNonce: abc"
    const reply = await client.send("GET_USER", {
      chainId: 1,
      siwxMessage: {
        accountAddress: "<<AccountAddress>>",
        chainId: "eip155:1",
        domain: "127.0.0.1",
        uri: "http://127.0.0.1:7770",
        version: "1",
        nonce: "abc",
        serializedMessage
      }
    })
    const payload = reply.payload as { message: string; signature: Hex; siwxMessage: { accountAddress: string } }
    expect(payload.message).toBe(serializedMessage.replace("<<AccountAddress>>", address))
    expect(payload.siwxMessage.accountAddress).toBe(address)
    expect(await verifyMessage({ address, message: payload.message, signature: payload.signature })).toBe(true)
  })
})

describe("sending", () => {
  it("eth_sendTransaction sends from the user's address once approved", async () => {
    const hash = (await resultOf(
      rpc("eth_sendTransaction", [{ from: address, to: RECIPIENT, value: "0x1" }], { approved: true, chainId: 137 })
    )) as Hex
    const receipt = await publicClient(137).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.status).toBe("success")
  })

  it("wallet_sendCalls sends its calls one after the other; wallet_getCallsStatus reports their receipts", async () => {
    const before = await publicClient(1).getBalance({ address: RECIPIENT })
    const { id } = (await resultOf(
      rpc(
        "wallet_sendCalls",
        [{ version: "2.0.0", chainId: "0x1", from: address, calls: [{ to: RECIPIENT, value: "0x2" }, { to: RECIPIENT, value: "0x3", data: "0x" }] }],
        { approved: true }
      )
    )) as { id: string }
    expect(await publicClient(1).getBalance({ address: RECIPIENT })).toBe(before + 5n)
    const status = (await resultOf(rpc("wallet_getCallsStatus", [id]))) as { status: number; receipts: ReadonlyArray<{ status: string }> }
    expect(status).toMatchObject({ id, chainId: "0x1", status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(["0x1", "0x1"])
  })

  it("wallet_sendCalls refuses a call whose to or data does not start with 0x", async () => {
    for (const call of [{ to: RECIPIENT.slice(2) }, { to: RECIPIENT, data: "abcd" }]) {
      expect(await rpc("wallet_sendCalls", [{ calls: [call] }])).toMatchObject({
        type: "@w3m-frame/RPC_REQUEST_ERROR",
        payload: { code: -32602 }
      })
    }
  })
})

describe("approval, proven to the site", () => {
  const signPayload = (text: string) => ({ method: "personal_sign", params: [toHex(text), address], chainNamespace: "eip155" })
  const balanceOf = (chainId: number) => publicClient(chainId).getBalance({ address })

  it("an approval is spent by its request: the same id sent again is refused and nothing is signed", async () => {
    const { approval } = await client.approve(signPayload("once"))
    const signature = (await resultOf(client.send("RPC_REQUEST", signPayload("once"), { approval }))) as Hex
    expect(await verifyMessage({ address, message: "once", signature })).toBe(true)
    expect(await client.send("RPC_REQUEST", signPayload("once"), { approval })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100, message: "The approval is not valid or was already used" }
    })
  })

  it("an approval given for one request does not serve an altered one, nor a second try after it", async () => {
    const { approval } = await client.approve(signPayload("pay 1"))
    expect(await client.send("RPC_REQUEST", signPayload("pay 1000"), { approval })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100, message: "The approval was given for another request" }
    })
    expect(await client.send("RPC_REQUEST", signPayload("pay 1"), { approval })).toMatchObject({
      payload: { code: 4100, message: "The approval is not valid or was already used" }
    })
  })

  it("a transaction with another value, chain or origin than the one approved is not sent", async () => {
    const before = await balanceOf(137)
    const transfer = (value: string, chainId: number) => ({
      method: "eth_sendTransaction",
      params: [{ from: address, to: RECIPIENT, value }],
      chainNamespace: "eip155",
      chainId
    })
    for (const [sent, origin] of [
      [transfer("0xde0b6b3a7640000", 137), undefined],
      [transfer("0x1", 1), undefined],
      [transfer("0x1", 137), "http://localhost:7770"]
    ] as const) {
      const { approval } = await client.approve(transfer("0x1", 137))
      expect(await client.send("RPC_REQUEST", sent, { approval, ...(origin === undefined ? {} : { origin }) })).toMatchObject({
        payload: { code: 4100, message: "The approval was given for another request" }
      })
    }
    expect(await balanceOf(137)).toBe(before)
  })

  it("another login cannot use this login's approval", async () => {
    const other = frameClient(fixture.site.url, PROJECT)
    await logIn(other, fixture.site.url, "rpc-other@example.com")
    const otherAddress = ((await other.send("GET_USER", { chainId: 1 })).payload as { address: Address }).address
    const payload = { method: "personal_sign", params: [toHex("mine"), otherAddress], chainNamespace: "eip155" }
    const { approval } = await client.approve(payload)
    expect(await other.send("RPC_REQUEST", payload, { approval })).toMatchObject({
      payload: { code: 4100, message: "The approval was given for another request" }
    })
  })

  it("an approval is issued only to a login, for a request that needs one, from an allowed host", async () => {
    expect(await frameClient(fixture.site.url, PROJECT).approve(signPayload("x"))).toMatchObject({ status: 403, message: "Not logged in" })
    expect(await client.approve({ method: "eth_blockNumber", chainNamespace: "eip155" })).toMatchObject({ status: 400 })
    expect(await client.approve(signPayload("x"), { origin: "http://evil.example" })).toMatchObject({
      status: 403,
      message: "Unauthorized: origin not allowed"
    })
  })

  it("the frame API answers only requests that say the site's own origin, as a browser's frame page does", async () => {
    const event = { type: "@w3m-app/RPC_REQUEST", id: "r1", payload: signPayload("x") }
    const cookie = `doorway_session=${client.token ?? ""}`
    const bodies = {
      "/frame/approval": { projectId: PROJECT, origins: ["http://127.0.0.1:7770"], event },
      "/frame/event": { projectId: PROJECT, origins: ["http://127.0.0.1:7770"], approval: "x", event }
    }
    for (const [path, body] of Object.entries(bodies)) {
      const refused: ReadonlyArray<Record<string, string>> = [{}, { origin: "http://127.0.0.1:7770" }, { origin: fixture.site.url, "sec-fetch-site": "cross-site" }]
      for (const headers of refused) {
        const response = await fetch(`${fixture.site.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, ...headers },
          body: JSON.stringify(body)
        })
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({ message: "Forbidden: the frame API is for the frame page only" })
      }
    }
  })
})

describe("asset discovery", () => {
  it("wallet_getCapabilities announces it on every chain (no atomic batches for the key); wallet_getAssets reads the balance from the chain", async () => {
    expect(await resultOf(rpc("wallet_getCapabilities", [address]))).toEqual({
      "0x1": { assetDiscovery: { supported: true } },
      "0x89": { assetDiscovery: { supported: true } }
    })
    const balance = await publicClient(137).getBalance({ address })
    expect(balance < parseEther("100")).toBe(true)
    expect(await resultOf(rpc("wallet_getAssets", { account: address, chainFilter: ["0x89"] }))).toEqual({
      "0x89": [{ address: "native", balance: `0x${balance.toString(16)}`, type: "NATIVE", metadata: { name: "POL", symbol: "POL", decimals: 18 } }]
    })
  })
})

describe("refusals", () => {
  it("every other method is refused with 4200, never answered", async () => {
    for (const method of ["eth_sign", "solana_signMessage", "eth_sendUserOperation", "wallet_switchEthereumChain"]) {
      expect(await rpc(method, [])).toMatchObject({
        type: "@w3m-frame/RPC_REQUEST_ERROR",
        payload: { code: 4200 }
      })
    }
  })

  it("a request without a login is refused with 4100", async () => {
    expect(await frameClient(fixture.site.url, PROJECT).send("RPC_REQUEST", { method: "eth_blockNumber" })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100, message: "Not logged in" }
    })
  })
})

describe("account and network", () => {
  it("SWITCH_NETWORK takes only the local chains; SET_PREFERRED_ACCOUNT only eoa where no chain has smart accounts", async () => {
    expect(await client.send("SWITCH_NETWORK", { chainId: "eip155:137" })).toMatchObject({ payload: { chainId: 137 } })
    expect(await client.send("GET_CHAIN_ID")).toMatchObject({ payload: { chainId: 137 } })
    expect(await client.send("SWITCH_NETWORK", { chainId: 10 })).toMatchObject({
      type: "@w3m-frame/SWITCH_NETWORK_ERROR",
      payload: { message: "Unsupported chain: 10" }
    })
    expect(await client.send("SET_PREFERRED_ACCOUNT", { type: "eoa" })).toMatchObject({ payload: { type: "eoa", address } })
    expect(await client.send("SET_PREFERRED_ACCOUNT", { type: "smartAccount" })).toMatchObject({
      type: "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR",
      payload: { message: "Smart accounts are not enabled on chain 137" }
    })
    expect(await client.send("GET_SMART_ACCOUNT_ENABLED_NETWORKS")).toMatchObject({ payload: { smartAccountEnabledNetworks: [] } })
    expect(await rpc("eth_getUserOperationReceipt", [`0x${"00".repeat(32)}`])).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4200 }
    })
  })
})
