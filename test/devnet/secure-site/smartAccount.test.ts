/**
 * The embedded wallet's smart accounts through the secure site (SPEC §4, §6; WIRE §4.3–§4.5): a
 * local chain with EntryPoint v0.7, the DoorwayAccount factory and a real bundler, beside a chain
 * without them. The account is counterfactual until its first user operation; a batch is one
 * user operation; its signatures verify by ERC-6492 before deployment and ERC-1271 after.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  isAddressEqual,
  isErc6492Signature,
  parseUnits,
  stringToHex,
  type Address,
  type Hex,
  type PublicClient
} from "viem"
import { entryPoint07Abi } from "viem/account-abstraction"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { smartAccountAddressOf } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { DEV_CHAINS } from "../../../devnet/chains/devChains.js"
import { startAnvil, type AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { startEvmChains, type EvmChains } from "../../../devnet/chains/startEvmChains.js"
import { viemChain } from "../../../devnet/chains/viemChain.js"
import { makeSmartSessionStore } from "../../../devnet/data/SmartSessionStore.js"
import { grantsAsSmartSessions } from "../../../devnet/grantsAsSmartSessions.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import type { SiteChain } from "../../../devnet/secure-site/SiteChain.js"
import { frameClient, logIn, type FrameClient, type Reply } from "./frameClient.js"

const PROJECT = "doorway-demo"
const EMAIL = "smart@example.com"
const FIRST: Address = "0x000000000000000000000000000000000000bEEF"
const SECOND: Address = "0x000000000000000000000000000000000000cafE"
const PLAIN_CHAIN = 137

let chains: EvmChains
let plain: AnvilNode
let catalogue: RunningCatalogue
let site: RunningSecureSite
let client: FrameClient
let eoa: Address
let smart: Address
let ethereum: PublicClient
// The data service's smart sessions, told of grants as the devnet's start-up wires them.
const sessions = makeSmartSessionStore()

beforeAll(async () => {
  ;[chains, plain, catalogue] = await Promise.all([
    startEvmChains({ chains: DEV_CHAINS.slice(0, 1), bundlers: true }),
    startAnvil({ chainId: PLAIN_CHAIN }),
    startCatalogue()
  ])
  const chain = chains.chains[0]!
  // As the devnet's start-up gives it to the site: its tokens, their minter, its ERC-4337 contracts and bundler.
  const withAccountAbstraction: SiteChain = {
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.fixtures.nativeCurrency,
    tokens: [chain.fixtures.tokens.usdc.address],
    tokenMinter: chain.fixtures.deployer,
    accountAbstraction: { ...chain.fixtures.accountAbstraction, bundlerUrl: chain.bundlerUrl! }
  }
  site = await startSecureSite({
    catalogueUrl: catalogue.url,
    chains: [
      withAccountAbstraction,
      { chainId: PLAIN_CHAIN, name: "Polygon", rpcUrl: plain.rpcUrl, nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 }, tokens: [] }
    ],
    dataDir: mkdtempSync(join(tmpdir(), "secure-site-")),
    permissions: grantsAsSmartSessions(() => sessions)
  })
  ethereum = createPublicClient({ chain: viemChain(withAccountAbstraction, withAccountAbstraction.rpcUrl), transport: http(withAccountAbstraction.rpcUrl) }) as PublicClient
  client = frameClient(site.url, PROJECT)
  await logIn(client, site.url, EMAIL)
  eoa = site.store.user(EMAIL)!.address
  smart = await smartAccountAddressOf(ethereum, chains.chains[0]!.fixtures.accountAbstraction, eoa)
})
afterAll(async () => {
  await Promise.all([site?.stop(), catalogue?.stop(), plain?.stop(), chains?.stop()])
})

const payloadOf = (reply: Reply): unknown => {
  if (!reply.type.endsWith("_SUCCESS")) throw new Error(JSON.stringify(reply))
  return reply.payload
}

const rpc = async (method: string, params?: unknown, options: { approved?: boolean; chainId?: number } = {}): Promise<Reply> =>
  client.send(
    "RPC_REQUEST",
    { method, ...(params === undefined ? {} : { params }), chainNamespace: "eip155", chainId: options.chainId ?? 1 },
    { approved: options.approved ?? false }
  )

const resultOf = async (reply: Promise<Reply>): Promise<unknown> => payloadOf(await reply)

const usdc = () => chains.chains[0]!.fixtures.tokens.usdc.address
const usdcOf = (address: Address) => ethereum.readContract({ address: usdc(), abi: erc20Abi, functionName: "balanceOf", args: [address] })
const transfer = (to: Address, amount: bigint): Hex => encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] })

/** What a request that is not carried out must leave as it was: the account's nonce, code and balances. */
const accountState = async (address: Address) => ({
  nonce: await ethereum.readContract({
    address: chains.chains[0]!.fixtures.accountAbstraction.entryPoint,
    abi: entryPoint07Abi,
    functionName: "getNonce",
    args: [address, 0n]
  }),
  code: await ethereum.getCode({ address }),
  native: await ethereum.getBalance({ address }),
  usdc: await usdcOf(address)
})

const signText = async (text: string): Promise<Hex> => (await resultOf(rpc("personal_sign", [stringToHex(text), smart], { approved: true }))) as Hex

describe("the account and its networks", () => {
  it("smart accounts are enabled on the chains with account abstraction only", async () => {
    expect(payloadOf(await client.send("GET_SMART_ACCOUNT_ENABLED_NETWORKS"))).toEqual({ smartAccountEnabledNetworks: [1] })
  })

  it("a new user's GET_USER without a type answers its counterfactual smart account (the default where the chain has a bundler), funded, not deployed", async () => {
    expect(payloadOf(await client.send("GET_USER", { chainId: 1 }))).toEqual({
      email: EMAIL,
      chainId: 1,
      address: smart,
      accounts: [
        { address: smart, type: "smartAccount" },
        { address: eoa, type: "eoa" }
      ],
      preferredAccountType: "smartAccount",
      smartAccountDeployed: false
    })
    expect(await ethereum.getCode({ address: smart })).toBeUndefined()
    expect(await ethereum.getBalance({ address: smart })).toBe(parseUnits("100", 18))
    expect(await usdcOf(smart)).toBe(parseUnits("1000", 6))
    expect(await resultOf(rpc("eth_accounts"))).toEqual([smart])
    expect(site.store.user(EMAIL)?.preferredAccountType).toBeUndefined()
  })

  it("on a chain without account abstraction the user is its key by default and whatever is asked; the preference stays for the others", async () => {
    expect(payloadOf(await client.send("GET_USER", { chainId: PLAIN_CHAIN }))).toEqual({
      email: EMAIL,
      chainId: PLAIN_CHAIN,
      address: eoa,
      accounts: [{ address: eoa, type: "eoa" }],
      preferredAccountType: "eoa",
      smartAccountDeployed: false
    })
    expect(payloadOf(await client.send("GET_USER", { chainId: PLAIN_CHAIN, preferredAccountType: "smartAccount" }))).toMatchObject({
      address: eoa,
      accounts: [{ address: eoa, type: "eoa" }],
      preferredAccountType: "eoa",
      smartAccountDeployed: false
    })
    expect(await client.send("SET_PREFERRED_ACCOUNT", { type: "smartAccount" })).toMatchObject({
      type: "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR",
      payload: { message: `Smart accounts are not enabled on chain ${PLAIN_CHAIN}` }
    })
    expect(await resultOf(rpc("eth_accounts", undefined, { chainId: PLAIN_CHAIN }))).toEqual([eoa])
    expect(payloadOf(await client.send("GET_USER", { chainId: 1 }))).toMatchObject({ address: smart, preferredAccountType: "smartAccount" })
  })

  it("wallet_getCapabilities: atomic batches where the smart account acts, none for the key, asset discovery everywhere", async () => {
    expect(await resultOf(rpc("wallet_getCapabilities", [smart]))).toEqual({
      "0x1": { atomic: { status: "supported" }, atomicBatch: { supported: true }, assetDiscovery: { supported: true } },
      "0x89": { assetDiscovery: { supported: true } }
    })
  })

  it("user-operation queries go to the chain's bundler; a chain without one refuses them", async () => {
    expect(await resultOf(rpc("eth_supportedEntryPoints"))).toEqual([chains.chains[0]!.fixtures.accountAbstraction.entryPoint])
    expect(await rpc("eth_supportedEntryPoints", undefined, { chainId: PLAIN_CHAIN })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4200 }
    })
  })
})

describe("signing and sending as the smart account", () => {
  it("personal_sign before deployment is wrapped in ERC-6492 and verifies by it", async () => {
    const signature = await signText("before deployment")
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await ethereum.verifyMessage({ address: smart, message: "before deployment", signature })).toBe(true)
    expect(await ethereum.verifyMessage({ address: eoa, message: "before deployment", signature })).toBe(false)
  })

  it("a request not approved in the frame (Reject sends nothing; the site refuses one sent without approval) changes nothing", async () => {
    const before = await accountState(smart)
    const batch = [{ version: "2.0.0", chainId: "0x1", from: smart, calls: [{ to: usdc(), data: transfer(FIRST, parseUnits("1", 6)) }] }]
    for (const [method, params] of [
      ["wallet_sendCalls", batch],
      ["eth_sendTransaction", [{ from: smart, to: FIRST, value: "0x1" }]]
    ] as const) {
      expect(await rpc(method, params)).toMatchObject({
        type: "@w3m-frame/RPC_REQUEST_ERROR",
        payload: { code: 4100, message: "The request was not approved in the wallet frame" }
      })
    }
    expect(await accountState(smart)).toEqual(before)
    expect(await usdcOf(FIRST)).toBe(0n)
  })

  it("wallet_sendCalls refuses bad calls with -32602 and sends nothing: to or data not 0x (never shown for approval), no calls, a bad target, another chain", async () => {
    const before = await accountState(smart)
    const send = (request: Record<string, unknown>) => [{ version: "2.0.0", from: smart, ...request }]
    for (const call of [{ to: usdc().slice(2) }, { to: usdc(), data: "a9059cbb" }]) {
      expect(await client.approve({ method: "wallet_sendCalls", params: send({ calls: [call] }), chainNamespace: "eip155", chainId: 1 })).toMatchObject({ status: 400 })
      const refused = await rpc("wallet_sendCalls", send({ calls: [call] }))
      expect(refused).toMatchObject({ type: "@w3m-frame/RPC_REQUEST_ERROR", payload: { code: -32602 } })
      expect((refused.payload as { message: string }).message).toMatch(/^Invalid parameters: /)
    }
    for (const [request, message] of [
      [{ calls: [] }, "Invalid parameters: calls must be a list of at least one call"],
      [{ calls: [{ to: "0x1234" }] }, "Invalid parameters: call 1: to must be an address"],
      [{ calls: [{ to: FIRST, value: "1" }] }, "Invalid parameters: call 1: value must be a hex quantity"],
      [{ chainId: "0x89", calls: [{ to: FIRST }] }, "Invalid parameters: chainId 0x89 does not match the request's chain 0x1"]
    ] as const) {
      expect(await rpc("wallet_sendCalls", send(request), { approved: true })).toMatchObject({
        type: "@w3m-frame/RPC_REQUEST_ERROR",
        payload: { code: -32602, message }
      })
    }
    expect(await accountState(smart)).toEqual(before)
  })

  it("wallet_sendCalls of two transfers is one user operation: confirmed with one receipt, both paid, the account deployed", async () => {
    const calls = [
      { to: usdc(), data: transfer(FIRST, parseUnits("3", 6)) },
      { to: usdc(), data: transfer(SECOND, parseUnits("4", 6)) }
    ]
    const { id } = (await resultOf(rpc("wallet_sendCalls", [{ version: "2.0.0", chainId: "0x1", from: smart, calls }], { approved: true }))) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    let status: { status: number; receipts: ReadonlyArray<{ transactionHash: Hex; status: string }> } & Record<string, unknown>
    for (;;) {
      status = (await resultOf(rpc("wallet_getCallsStatus", [id]))) as typeof status
      if (status.status !== 100) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toMatchObject({ version: "2.0.0", id, chainId: "0x1", status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts[0]?.status).toBe("0x1")
    const operation = (await resultOf(rpc("eth_getUserOperationReceipt", [id]))) as { sender: Address; success: boolean; receipt: { transactionHash: Hex } }
    expect(isAddressEqual(operation.sender, smart)).toBe(true)
    expect(operation.receipt.transactionHash).toBe(status.receipts[0]?.transactionHash)
    expect([await usdcOf(FIRST), await usdcOf(SECOND), await usdcOf(smart)]).toEqual([parseUnits("3", 6), parseUnits("4", 6), parseUnits("993", 6)])
    expect(payloadOf(await client.send("GET_USER", { chainId: 1 }))).toMatchObject({ address: smart, smartAccountDeployed: true })
    expect(await rpc("wallet_getCallsStatus", [`0x${"00".repeat(32)}`])).toMatchObject({ type: "@w3m-frame/RPC_REQUEST_ERROR", payload: { code: 5730 } })
  })

  it("personal_sign and eth_signTypedData_v4 after deployment are plain ERC-1271 signatures", async () => {
    const signature = await signText("after deployment")
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await ethereum.verifyMessage({ address: smart, message: "after deployment", signature })).toBe(true)
    const typedData = {
      domain: { name: "Doorway", version: "1", chainId: 1 },
      types: { Greeting: [{ name: "text", type: "string" }] },
      primaryType: "Greeting",
      message: { text: "hello" }
    } as const
    const typed = (await resultOf(rpc("eth_signTypedData_v4", [smart, JSON.stringify(typedData)], { approved: true }))) as Hex
    expect(await ethereum.verifyTypedData({ ...typedData, address: smart, signature: typed })).toBe(true)
  })

  it("eth_sendTransaction is a user operation answered with its bundle's transaction; a revert is an error with its reason", async () => {
    const hash = (await resultOf(rpc("eth_sendTransaction", [{ from: smart, to: FIRST, value: "0x5" }], { approved: true }))) as Hex
    expect((await ethereum.getTransactionReceipt({ hash })).status).toBe("success")
    expect(await ethereum.getBalance({ address: FIRST })).toBe(5n)
    const reverted = await rpc("eth_sendTransaction", [{ from: smart, to: usdc(), data: transfer(FIRST, parseUnits("5000", 6)) }], { approved: true })
    expect(reverted).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: -32603, message: "execution reverted: insufficient balance" }
    })
  })

  it("GET_USER's sign-in message is signed by the smart account", async () => {
    const serializedMessage = "127.0.0.1 wants you to sign in with your Ethereum account:\n<<AccountAddress>>\n\nNonce: abc"
    const reply = payloadOf(
      await client.send("GET_USER", {
        chainId: 1,
        preferredAccountType: "smartAccount",
        siwxMessage: { accountAddress: "<<AccountAddress>>", chainId: "eip155:1", domain: "127.0.0.1", uri: "http://127.0.0.1:7770", version: "1", nonce: "abc", serializedMessage }
      })
    ) as { message: string; signature: Hex; siwxMessage: { accountAddress: string } }
    expect(reply.siwxMessage.accountAddress).toBe(smart)
    expect(await ethereum.verifyMessage({ address: smart, message: reply.message, signature: reply.signature })).toBe(true)
  })
})

describe("switching and permissions", () => {
  it("SET_PREFERRED_ACCOUNT eoa and back names each account, and the RPC follows", async () => {
    expect(payloadOf(await client.send("SET_PREFERRED_ACCOUNT", { type: "eoa" }))).toEqual({ type: "eoa", address: eoa })
    expect(await resultOf(rpc("eth_accounts"))).toEqual([eoa])
    expect(payloadOf(await client.send("GET_USER", { chainId: 1 }))).toMatchObject({
      address: eoa,
      accounts: [
        { address: eoa, type: "eoa" },
        { address: smart, type: "smartAccount" }
      ],
      preferredAccountType: "eoa"
    })
    expect(await resultOf(rpc("wallet_getCapabilities", [eoa]))).toEqual({ "0x1": { assetDiscovery: { supported: true } }, "0x89": { assetDiscovery: { supported: true } } })
    expect(payloadOf(await client.send("SET_PREFERRED_ACCOUNT", { type: "smartAccount" }))).toEqual({ type: "smartAccount", address: smart })
    expect(await resultOf(rpc("eth_accounts"))).toEqual([smart])
  })

  it("wallet_grantPermissions keeps the grant under a context that wallet_revokePermissions takes back, once; the data service lists it meanwhile", async () => {
    const request = {
      chainId: "0x1",
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: { type: "keys", data: { keys: [{ type: "secp256k1", publicKey: "0x02" }] } },
      permissions: [{ type: "contract-call", data: { address: usdc(), functions: [{ functionName: "transfer" }] } }],
      policies: []
    }
    expect(await rpc("wallet_grantPermissions", [request])).toMatchObject({ payload: { code: 4100 } })
    const granted = (await resultOf(rpc("wallet_grantPermissions", [request], { approved: true }))) as { context: Hex; permissionsContext: Hex; address: Address }
    expect(granted).toMatchObject({ ...request, address: smart, permissionsContext: granted.context })
    expect(site.store.user(EMAIL)?.permissions).toEqual([{ context: granted.context, chainId: 1, address: smart, request }])
    expect(site.store.permissionsGrantedBy(smart.toLowerCase())).toEqual([{ context: granted.context, chainId: 1, address: smart, request }])
    expect(site.store.permissionsGrantedBy(eoa)).toEqual([])
    // The data service lists it as a smart session of the account on that chain, for the app that asked.
    expect(sessions.list(`eip155:1:${smart}`)).toEqual([
      {
        project: { id: PROJECT, name: "127.0.0.1:7770", url: "http://127.0.0.1:7770" },
        pci: granted.context,
        expiry: request.expiry,
        createdAt: expect.any(Number),
        permissions: request.permissions,
        policies: [],
        context: granted.context
      }
    ])
    expect(sessions.list(`eip155:${PLAIN_CHAIN}:${smart}`)).toEqual([])
    expect(await resultOf(rpc("wallet_revokePermissions", [{ permissionsContext: granted.context }], { approved: true }))).toBeNull()
    expect(sessions.list(smart)).toEqual([])
    expect(site.store.user(EMAIL)?.permissions).toEqual([])
    expect(site.store.permissionsGrantedBy(smart)).toEqual([])
    expect(await rpc("wallet_revokePermissions", [{ permissionsContext: granted.context }], { approved: true })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { message: "No permissions were granted with this context" }
    })
  })

  it("INIT_SMART_ACCOUNT deploys a new user's account: smartAccountDeployed false, then true", async () => {
    const other = frameClient(site.url, PROJECT)
    await logIn(other, site.url, "init@example.com")
    const before = payloadOf(await other.send("GET_USER", { chainId: 1 })) as { address: Address; smartAccountDeployed: boolean }
    const { address } = before
    expect(before.smartAccountDeployed).toBe(false)
    expect(await ethereum.getCode({ address })).toBeUndefined()
    expect(payloadOf(await other.send("INIT_SMART_ACCOUNT"))).toEqual({ address, smartAccountDeployed: true })
    expect(await ethereum.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    expect(payloadOf(await other.send("GET_USER", { chainId: 1 }))).toMatchObject({ address, smartAccountDeployed: true })
  })
})
