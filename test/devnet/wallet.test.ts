/**
 * The dev wallet provider in Node against real local chains: it signs with its own key (the nodes
 * never hold it), sends raw transactions with the chain's nonce, switches among the chains it knows,
 * adds a chain after checking its node, emits the EIP-1193 events, and refuses with the standard
 * codes (4001 when its user says no, 4100, 4200, 4902, -32602).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  createPublicClient,
  createWalletClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex
} from "viem"
import { startAnvil, type AnvilNode } from "../../devnet/chains/startAnvil.js"
import { startEvmChains, type EvmChains } from "../../devnet/chains/startEvmChains.js"
import { DEV_CHAINS } from "../../devnet/chains/devChains.js"
import { DEV_WALLET_NAME as CATALOGUE_NAME, DEV_WALLET_RDNS as CATALOGUE_RDNS } from "../../devnet/catalogue/generateWallets.js"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../../devnet/devKeys.js"
import { createDevWallet, type DevWallet, type DevWalletConfig } from "../../devnet/wallet/devWallet.js"
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS, devWalletInfo } from "../../devnet/wallet/devWalletInfo.js"
import { DevWalletManifest, devWalletConfigOf, withDevWallet } from "../../devnet/wallet/DevWalletManifest.js"
import { storageMemory } from "../../devnet/wallet/storageMemory.js"
import { Schema } from "effect"

let chains: EvmChains
let extra: AnvilNode

beforeAll(async () => {
  // Ethereum and Polygon are enough to switch between.
  ;[chains, extra] = await Promise.all([startEvmChains({ chains: DEV_CHAINS.slice(0, 2) }), startAnvil({ chainId: 10 })])
})

afterAll(async () => {
  await Promise.all([chains?.stop(), extra?.stop()])
})

const rpcUrlOf = (chainId: number): string => {
  const chain = chains.chains.find((entry) => entry.chainId === chainId)
  if (chain === undefined) throw new Error(`no chain ${chainId}`)
  return chain.rpcUrl
}

const config = (): DevWalletConfig => {
  const [first, ...rest] = chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }))
  return { privateKey: DEV_WALLET_PRIVATE_KEY, chains: [first!, ...rest] }
}

/** A fresh wallet, already connected to the "page" unless told otherwise. */
const wallet = async (options: { readonly connected?: boolean } = {}): Promise<DevWallet> => {
  const created = createDevWallet(config())
  if (options.connected !== false) await created.provider.request({ method: "eth_requestAccounts" })
  return created
}

const failure = async (promise: Promise<unknown>): Promise<{ readonly code: number; readonly message: string }> => {
  try {
    await promise
  } catch (error) {
    const { code, message } = error as { code: number; message: string }
    return { code, message }
  }
  throw new Error("expected the request to fail")
}

const recorder = (created: DevWallet, event: string): Array<unknown> => {
  const seen: Array<unknown> = []
  created.provider.on(event, (payload) => seen.push(payload))
  return seen
}

/** Runs `body` on a snapshot of each chain, reverted afterwards. */
const onSnapshot = async (body: () => Promise<void>): Promise<void> => {
  const clients = chains.chains.map((chain) => createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) }))
  const ids = await Promise.all(clients.map((client) => client.snapshot()))
  try {
    await body()
  } finally {
    await Promise.all(clients.map((client, index) => client.revert({ id: ids[index]! })))
  }
}

describe("the dev wallet's identity", () => {
  it("is announced under the name and rdns the catalogue lists it by, with a data-URI SVG icon", () => {
    expect(DEV_WALLET_NAME).toBe(CATALOGUE_NAME)
    expect(DEV_WALLET_RDNS).toBe(CATALOGUE_RDNS)
    const info = devWalletInfo()
    expect(info.icon).toBe(DEV_WALLET_ICON)
    expect(atob(DEV_WALLET_ICON.replace("data:image/svg+xml;base64,", ""))).toMatch(/^<svg [^>]*width="96" height="96"/)
    expect(devWalletInfo().uuid).not.toBe(info.uuid)
  })

  it("reads its chains and key from a devnet.json with its section added", async () => {
    const manifest = withDevWallet({ projectId: "doorway-demo", evm: chains.chains.map(({ chainId, name, rpcUrl, fixtures }) => ({ chainId, name, rpcUrl, fixtures })) })
    const decoded = await Schema.decodeUnknownPromise(DevWalletManifest)(JSON.parse(JSON.stringify(manifest)))
    const read = devWalletConfigOf(decoded)
    expect(read.privateKey).toBe(DEV_WALLET_PRIVATE_KEY)
    expect(read.address).toBe(DEV_WALLET_ADDRESS)
    expect(read.chains.map((chain) => chain.chainId)).toEqual([1, 137])
    expect(read.chains[1]?.nativeCurrency?.symbol).toBe("POL")
    await expect(Schema.decodeUnknownPromise(DevWalletManifest)({ evm: [], devWallet: { privateKey: "0x12", address: "" } })).rejects.toThrow()
  })
})

describe("connecting", () => {
  it("reports no account until the user approves eth_requestAccounts, then announces it", async () => {
    const created = await wallet({ connected: false })
    const changed = recorder(created, "accountsChanged")
    expect(await created.provider.request({ method: "eth_chainId" })).toBe("0x1")
    expect(await created.provider.request({ method: "net_version" })).toBe("1")
    expect(await created.provider.request({ method: "eth_accounts" })).toEqual([])
    expect(await created.provider.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS])
    expect(await created.provider.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS])
    expect(await created.provider.request({ method: "eth_accounts" })).toEqual([DEV_WALLET_ADDRESS])
    expect(changed).toEqual([[DEV_WALLET_ADDRESS]])
    expect(created.requests().map((entry) => entry.method)).toEqual([
      "eth_chainId",
      "net_version",
      "eth_accounts",
      "eth_requestAccounts",
      "eth_requestAccounts",
      "eth_accounts"
    ])
  })

  it("is not an account any node holds", async () => {
    const node = createWalletClient({ transport: http(rpcUrlOf(1)) })
    const unlocked = await node.getAddresses()
    expect(unlocked.map((address) => address.toLowerCase())).not.toContain(DEV_WALLET_ADDRESS.toLowerCase())
  })

  it("rejects with 4001 while its user says no, and stays disconnected", async () => {
    const created = createDevWallet(config(), { policy: "reject" })
    expect(created.policy()).toBe("reject")
    expect(await failure(created.provider.request({ method: "eth_requestAccounts" }))).toEqual({
      code: 4001,
      message: "User rejected the request."
    })
    expect(await created.provider.request({ method: "eth_accounts" })).toEqual([])
    created.setPolicy("approve")
    expect(await created.provider.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS])
    expect(() => created.setPolicy("maybe" as never)).toThrow(TypeError)
  })

  it("forgets the site on wallet_revokePermissions and on a disconnect from the wallet, with events", async () => {
    const created = await wallet()
    const changed = recorder(created, "accountsChanged")
    const disconnected = recorder(created, "disconnect")
    expect(await created.provider.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] })).toBeNull()
    expect(await created.provider.request({ method: "eth_accounts" })).toEqual([])
    await created.provider.request({ method: "eth_requestAccounts" })
    await created.disconnect()
    expect(await created.provider.request({ method: "eth_accounts" })).toEqual([])
    expect(changed).toEqual([[], [DEV_WALLET_ADDRESS], []])
    expect(disconnected).toHaveLength(1)
    expect(disconnected[0]).toMatchObject({ code: 4900 })
  })

  it("remembers the site's connection and chain across loads, as an extension does, until it disconnects", async () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value)
    } as unknown as Storage
    const first = createDevWallet(config(), { memory: storageMemory(storage) })
    await first.provider.request({ method: "eth_requestAccounts" })
    await first.switchChain(137)

    // The page reloads: a new wallet object with the same storage.
    const second = createDevWallet(config(), { memory: storageMemory(storage) })
    expect(await second.provider.request({ method: "eth_accounts" })).toEqual([DEV_WALLET_ADDRESS])
    expect(await second.provider.request({ method: "eth_chainId" })).toBe("0x89")
    await second.disconnect()

    const third = createDevWallet(config(), { memory: storageMemory(storage) })
    expect(await third.provider.request({ method: "eth_accounts" })).toEqual([])
    // Unreadable memory is no memory.
    saved.set("doorway-dev-wallet", "{not json")
    const fourth = createDevWallet(config(), { memory: storageMemory(storage) })
    expect(await fourth.provider.request({ method: "eth_accounts" })).toEqual([])
    expect(await fourth.provider.request({ method: "eth_chainId" })).toBe("0x1")
  })

  it("stops notifying a listener once it is removed", async () => {
    const created = await wallet({ connected: false })
    const seen: Array<unknown> = []
    const listener = (payload: unknown) => seen.push(payload)
    created.provider.on("accountsChanged", listener).removeListener("accountsChanged", listener)
    await created.provider.request({ method: "eth_requestAccounts" })
    expect(seen).toEqual([])
  })

  it("fails every request with 4900 when its configuration cannot be loaded", async () => {
    const created = createDevWallet(Promise.reject(new Error("devnet.json answered 404")))
    await expect(created.ready).rejects.toThrow("404")
    expect(await failure(created.provider.request({ method: "eth_chainId" }))).toEqual({
      code: 4900,
      message: "The wallet could not load its configuration: devnet.json answered 404"
    })
  })
})

describe("signing", () => {
  it("signs personal messages (text and raw bytes) with its own key", async () => {
    const created = await wallet()
    const text = "Sign in to the Doorway demo"
    const signature = (await created.provider.request({ method: "personal_sign", params: [text, DEV_WALLET_ADDRESS] })) as Hex
    expect(await verifyMessage({ address: DEV_WALLET_ADDRESS, message: text, signature })).toBe(true)
    const raw = "0xdeadbeef"
    const rawSignature = (await created.provider.request({ method: "personal_sign", params: [raw, DEV_WALLET_ADDRESS] })) as Hex
    expect(await verifyMessage({ address: DEV_WALLET_ADDRESS, message: { raw }, signature: rawSignature })).toBe(true)
    // The parameters the other way round, as some pages send them.
    const swapped = (await created.provider.request({ method: "personal_sign", params: [DEV_WALLET_ADDRESS, text] })) as Hex
    expect(swapped).toBe(signature)
  })

  it("with its address configured, answers it at once and signs with the key, refusing a key that is not the address's", async () => {
    const created = createDevWallet({ ...config(), address: DEV_WALLET_ADDRESS })
    expect(await created.provider.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS])
    const signature = (await created.provider.request({ method: "personal_sign", params: ["hello", DEV_WALLET_ADDRESS] })) as Hex
    expect(await verifyMessage({ address: DEV_WALLET_ADDRESS, message: "hello", signature })).toBe(true)

    const other: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    const mismatched = createDevWallet({ ...config(), address: other })
    expect(await mismatched.provider.request({ method: "eth_requestAccounts" })).toEqual([other])
    const refused = await failure(mismatched.provider.request({ method: "personal_sign", params: ["hello", other] }))
    expect(refused.code).toBe(-32603)
    expect(refused.message).toBe(`The configured address ${other} is not the key's (${DEV_WALLET_ADDRESS}).`)
  })

  it("refuses to sign before the site is connected (4100), for another account (4100), or when rejected (4001)", async () => {
    const fresh = await wallet({ connected: false })
    expect((await failure(fresh.provider.request({ method: "personal_sign", params: ["hi", DEV_WALLET_ADDRESS] }))).code).toBe(4100)
    const created = await wallet()
    const other: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    expect((await failure(created.provider.request({ method: "personal_sign", params: ["hi", other] }))).code).toBe(4100)
    created.setPolicy("reject")
    expect((await failure(created.provider.request({ method: "personal_sign", params: ["hi", DEV_WALLET_ADDRESS] }))).code).toBe(4001)
    expect((await failure(created.provider.request({ method: "eth_sign", params: [DEV_WALLET_ADDRESS, "0x00"] }))).code).toBe(4200)
    expect((await failure(created.provider.request({ method: "wallet_unknownThing" }))).code).toBe(4200)
  })

  it("signs EIP-712 typed data (v4) for the active chain only", async () => {
    const created = await wallet()
    const typedData = {
      domain: { name: "Doorway", version: "1", chainId: 1, verifyingContract: "0x0000000000000000000000000000000000000001" as Address },
      types: {
        EIP712Domain: [
          { name: "name", type: "string" },
          { name: "version", type: "string" },
          { name: "chainId", type: "uint256" },
          { name: "verifyingContract", type: "address" }
        ],
        Greeting: [
          { name: "text", type: "string" },
          { name: "count", type: "uint256" }
        ]
      },
      primaryType: "Greeting" as const,
      message: { text: "hello", count: "3" }
    }
    const signature = (await created.provider.request({
      method: "eth_signTypedData_v4",
      params: [DEV_WALLET_ADDRESS, JSON.stringify(typedData)]
    })) as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: DEV_WALLET_ADDRESS,
        domain: typedData.domain,
        types,
        primaryType: "Greeting",
        message: { text: "hello", count: 3n },
        signature
      })
    ).toBe(true)
    const elsewhere = { ...typedData, domain: { ...typedData.domain, chainId: 137 } }
    const refused = await failure(created.provider.request({ method: "eth_signTypedData_v4", params: [DEV_WALLET_ADDRESS, JSON.stringify(elsewhere)] }))
    expect(refused.code).toBe(-32602)
    expect(refused.message).toContain('must match the active chainId "1"')
    expect((await failure(created.provider.request({ method: "eth_signTypedData_v4", params: [DEV_WALLET_ADDRESS, "{not json"] }))).code).toBe(-32602)
  })
})

describe("sending", () => {
  it("signs locally and sends raw transactions, each with the next nonce of the chain", () =>
    onSnapshot(async () => {
      const created = await wallet()
      const client = createPublicClient({ transport: http(rpcUrlOf(1)) })
      const recipient: Address = "0x000000000000000000000000000000000000dEaD"
      const before = await client.getBalance({ address: recipient })
      const nonceBefore = await client.getTransactionCount({ address: DEV_WALLET_ADDRESS })
      const send = () =>
        created.provider.request({
          method: "eth_sendTransaction",
          params: [{ from: DEV_WALLET_ADDRESS, to: recipient, value: `0x${parseEther("0.5").toString(16)}` }]
        }) as Promise<Hex>
      // Two at once: the wallet orders them, so they take consecutive nonces.
      const hashes = await Promise.all([send(), send()])
      const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
      expect(receipts.map((receipt) => receipt.status)).toEqual(["success", "success"])
      const sent = await Promise.all(hashes.map((hash) => client.getTransaction({ hash })))
      expect(sent.map((tx) => tx.nonce).sort()).toEqual([nonceBefore, nonceBefore + 1])
      expect(sent.map((tx) => tx.from.toLowerCase())).toEqual([DEV_WALLET_ADDRESS.toLowerCase(), DEV_WALLET_ADDRESS.toLowerCase()])
      expect(await client.getBalance({ address: recipient })).toBe(before + parseEther("1"))
      // Only raw transactions reached the node: anvil cannot sign for this account.
      expect(created.requests().filter((entry) => entry.method === "eth_sendTransaction")).toHaveLength(2)
    }))

  it("calls contracts (an ERC20 transfer) on the active chain and forwards reads to its node", () =>
    onSnapshot(async () => {
      const created = await wallet()
      await created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] })
      const polygon = chains.chains.find((chain) => chain.chainId === 137)!
      const usdc = polygon.fixtures.tokens.usdc.address
      const recipient: Address = "0x000000000000000000000000000000000000bEEF"
      const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [recipient, 1_500_000n] })
      const hash = (await created.provider.request({
        method: "eth_sendTransaction",
        params: [{ from: DEV_WALLET_ADDRESS, to: usdc, data, chainId: "0x89" }]
      })) as Hex
      const client = createPublicClient({ transport: http(polygon.rpcUrl) })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe("success")
      expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [recipient] })).toBe(1_500_000n)
      const balance = await created.provider.request({ method: "eth_getBalance", params: [DEV_WALLET_ADDRESS, "latest"] })
      expect(BigInt(balance as string)).toBe(await client.getBalance({ address: DEV_WALLET_ADDRESS }))
    }))

  it("sends nothing when rejected, and refuses malformed or foreign transactions", async () => {
    const created = await wallet()
    const client = createPublicClient({ transport: http(rpcUrlOf(1)) })
    const nonce = await client.getTransactionCount({ address: DEV_WALLET_ADDRESS })
    created.setPolicy("reject")
    const tx = { from: DEV_WALLET_ADDRESS, to: DEV_WALLET_ADDRESS, value: "0x1" }
    expect((await failure(created.provider.request({ method: "eth_sendTransaction", params: [tx] }))).code).toBe(4001)
    expect(await client.getTransactionCount({ address: DEV_WALLET_ADDRESS })).toBe(nonce)
    created.setPolicy("approve")
    expect((await failure(created.provider.request({ method: "eth_sendTransaction", params: [{ ...tx, value: 1 }] }))).code).toBe(-32602)
    expect((await failure(created.provider.request({ method: "eth_sendTransaction", params: [{ ...tx, chainId: "0x89" }] }))).code).toBe(-32602)
    const other = { ...tx, from: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" }
    expect((await failure(created.provider.request({ method: "eth_sendTransaction", params: [other] }))).code).toBe(4100)
  })
})

describe("chains", () => {
  it("switches to a chain it knows with chainChanged, and refuses an unknown one with 4902", async () => {
    const created = await wallet()
    const changed = recorder(created, "chainChanged")
    expect(await created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] })).toBeNull()
    expect(await created.provider.request({ method: "eth_chainId" })).toBe("0x89")
    // Already there: nothing to ask, nothing emitted.
    await created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] })
    expect(changed).toEqual(["0x89"])
    expect(await failure(created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] }))).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0xa". Try adding the chain using wallet_addEthereumChain first.'
    })
    expect((await failure(created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: 137 }] }))).code).toBe(-32602)
    created.setPolicy("reject")
    expect((await failure(created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] }))).code).toBe(4001)
    expect(await created.provider.request({ method: "eth_chainId" })).toBe("0x89")
    // The user switching in the wallet itself.
    await created.switchChain(1)
    expect(changed).toEqual(["0x89", "0x1"])
  })

  it("adds a chain after checking its node answers with that id, then switches to it", async () => {
    const created = await wallet()
    const changed = recorder(created, "chainChanged")
    const params = [{ chainId: "0xa", chainName: "OP Mainnet", rpcUrls: [extra.rpcUrl], nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } }]
    created.setPolicy("reject")
    expect((await failure(created.provider.request({ method: "wallet_addEthereumChain", params }))).code).toBe(4001)
    expect((await failure(created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] }))).code).toBe(4902)
    created.setPolicy("approve")
    const mismatch = await failure(
      created.provider.request({ method: "wallet_addEthereumChain", params: [{ ...params[0], chainId: "0x2105" }] })
    )
    expect(mismatch.code).toBe(-32602)
    expect(mismatch.message).toContain("does not match 0x2105")
    expect(await created.provider.request({ method: "wallet_addEthereumChain", params })).toBeNull()
    expect(await created.provider.request({ method: "eth_chainId" })).toBe("0xa")
    expect(changed).toEqual(["0xa"])
    await created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })
    expect(await created.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] })).toBeNull()
    expect(changed).toEqual(["0xa", "0x1", "0xa"])
    expect((await failure(created.provider.request({ method: "wallet_addEthereumChain", params: [{ chainId: "0x2a", rpcUrls: [] }] }))).code).toBe(-32602)
  })
})
