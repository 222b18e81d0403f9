/**
 * The one contract of the EVM adapter: the live layer (viem, loaded on first use) and the test
 * layer (plain EIP-1193) send the same requests to a wallet and translate its answers, failures
 * and events the same way.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Layer, Stream } from "effect"
import { mainnet } from "doorway-connect/networks"
import { EvmWallet } from "../../../core/services/EvmWallet.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { scriptedWallet, ScriptedWalletError } from "../../../layers/EvmWalletTest.js"
import { RpcCallLog, RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { eventually } from "../../core/rpc/eventually.js"

export const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const chain = RpcTransportTest(
  {
    [mainnet.caipNetworkId]: {
      eth_getBalance: (params) => ({ result: (params as ReadonlyArray<string>)[0] === ALICE ? "0xde0b6b3a7640000" : "0x0" })
    }
  },
  { connectionCheck: false }
)

export const evmAdapterContract = (name: string, adapter: Layer.Layer<EvmWallet, never, RpcTransport>) =>
  describe(`EvmWallet contract: ${name}`, () => {
    const env = adapter.pipe(Layer.provideMerge(chain))

    it.effect("eth_requestAccounts authorizes the site: eth_accounts answers nothing before, the accounts after", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE, BOB], chainId: 1 })
        expect(yield* evm.getAccounts(wallet)).toEqual([])
        expect(yield* evm.requestAccounts(wallet)).toEqual([ALICE, BOB])
        expect(yield* evm.getAccounts(wallet)).toEqual([ALICE, BOB])
        expect(wallet.methods()).toEqual(["eth_accounts", "eth_requestAccounts", "eth_accounts"])
      }).pipe(Effect.provide(env)))

    it.effect("prepare asks no wallet anything; after it, a request reaches the wallet in the run that makes it", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        yield* evm.prepare
        expect(wallet.methods()).toEqual([])
        // Started and left at once: nothing of the adapter is still to load, so nothing awaits.
        Effect.runFork(evm.getChainId(wallet))
        expect(wallet.methods()).toEqual(["eth_chainId"])
      }).pipe(Effect.provide(env)))

    it.effect("eth_chainId is read as a number", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        expect(yield* evm.getChainId(scriptedWallet({ accounts: [ALICE], chainId: 137 }))).toBe(137)
      }).pipe(Effect.provide(env)))

    it.effect("4001 becomes UserRejectedError; another code a JsonRpcError with the wallet's words", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        wallet.fail("eth_requestAccounts", 4001, "User rejected the request.", 1)
        const rejected = yield* Effect.flip(evm.requestAccounts(wallet))
        expect(rejected._tag).toBe("UserRejectedError")
        expect(rejected._tag === "UserRejectedError" && rejected.code).toBe(4001)
        wallet.fail("eth_requestAccounts", -32002, "Request of type 'wallet_requestPermissions' already pending", 1)
        const pending = yield* Effect.flip(evm.requestAccounts(wallet))
        expect(pending).toMatchObject({ _tag: "JsonRpcError", code: -32002, reason: "Request of type 'wallet_requestPermissions' already pending" })
      }).pipe(Effect.provide(env)))

    it.effect("a failure without a code is an internal error (-32603) carrying its message", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        wallet.answer("eth_chainId", () => {
          throw new Error("the extension crashed")
        })
        const error = yield* Effect.flip(evm.getChainId(wallet))
        expect(error).toMatchObject({ _tag: "JsonRpcError", code: -32603 })
        expect(error._tag === "JsonRpcError" && error.reason).toContain("the extension crashed")
      }).pipe(Effect.provide(env)))

    it.effect("a connector without an EIP-1193 provider fails with code 4900", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        for (const provider of [undefined, {}, { request: "no" }]) {
          expect(yield* Effect.flip(evm.requestAccounts(provider))).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
        }
      }).pipe(Effect.provide(env)))

    it.effect("an answer of the wrong shape is the wallet's fault", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        wallet.answer("eth_chainId", () => "one")
        expect(yield* Effect.flip(evm.getChainId(wallet))).toMatchObject({ _tag: "JsonRpcError", code: -32603 })
      }).pipe(Effect.provide(env)))

    it.effect("wallet_switchEthereumChain to an unknown chain answers 4902; wallet_addEthereumChain then lets it switch", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        const unknown = yield* Effect.flip(evm.switchChain(wallet, "0x89"))
        expect(unknown).toMatchObject({ _tag: "JsonRpcError", code: 4902 })
        const params = {
          chainId: "0x89",
          chainName: "Polygon",
          nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
          rpcUrls: ["https://polygon.example"],
          blockExplorerUrls: ["https://polygonscan.example"]
        }
        yield* evm.addChain(wallet, params)
        yield* evm.switchChain(wallet, "0x89")
        expect(wallet.chainId()).toBe(137)
        expect(wallet.requests()).toEqual([
          { method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] },
          { method: "wallet_addEthereumChain", params: [params] },
          { method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] }
        ])
      }).pipe(Effect.provide(env)))

    it.effect("wallet_addEthereumChain leaves out explorers the network does not have", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        yield* evm.addChain(wallet, {
          chainId: "0x7a69",
          chainName: "Local",
          nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
          rpcUrls: ["http://127.0.0.1:8545"]
        })
        expect(wallet.requests()[0]?.params).toEqual([
          { chainId: "0x7a69", chainName: "Local", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: ["http://127.0.0.1:8545"] }
        ])
      }).pipe(Effect.provide(env)))

    it.effect("wallet_revokePermissions gives up eth_accounts; a wallet without it answers 4200", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
        yield* evm.revokePermissions(wallet)
        expect(wallet.authorized()).toBe(false)
        expect(wallet.requests()).toEqual([{ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] }])
        wallet.fail("wallet_revokePermissions", 4200, "Unsupported method")
        expect(yield* Effect.flip(evm.revokePermissions(wallet))).toMatchObject({ _tag: "JsonRpcError", code: 4200 })
      }).pipe(Effect.provide(env)))

    it.effect("personal_sign sends the UTF-8 message in hex and the address, and answers the signature", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
        const signature = yield* evm.personalSign(wallet, { message: "héllo", address: ALICE })
        expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
        expect(wallet.requests()).toEqual([{ method: "personal_sign", params: ["0x68c3a96c6c6f", ALICE] }])
        wallet.fail("personal_sign", 4001, "User denied message signature.")
        expect((yield* Effect.flip(evm.personalSign(wallet, { message: "x", address: ALICE })))._tag).toBe("UserRejectedError")
      }).pipe(Effect.provide(env)))

    it.effect("eth_signTypedData_v4 sends the typed data as JSON with its domain type listed", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
        const typedData = {
          domain: { name: "Mail", version: "1", chainId: 1, verifyingContract: "0xcccccccccccccccccccccccccccccccccccccccc" },
          types: { Mail: [{ name: "contents", type: "string" }, { name: "amount", type: "uint256" }] },
          primaryType: "Mail",
          message: { contents: "Hello", amount: 5n }
        }
        expect(yield* evm.signTypedData(wallet, { address: ALICE, typedData })).toMatch(/^0x[0-9a-f]{130}$/)
        const [address, json] = wallet.requests()[0]?.params as [string, string]
        expect(wallet.methods()).toEqual(["eth_signTypedData_v4"])
        expect(address).toBe(ALICE)
        expect(JSON.parse(json)).toEqual({
          domain: typedData.domain,
          message: { contents: "Hello", amount: "5" },
          primaryType: "Mail",
          types: {
            EIP712Domain: [
              { name: "name", type: "string" },
              { name: "version", type: "string" },
              { name: "chainId", type: "uint256" },
              { name: "verifyingContract", type: "address" }
            ],
            Mail: typedData.types.Mail
          }
        })
      }).pipe(Effect.provide(env)))

    it.effect("eth_sendTransaction sends quantities in hex and answers the hash", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
        const hash = yield* evm.sendTransaction(wallet, { from: ALICE, to: BOB, value: 10n ** 18n, data: "0x" })
        expect(hash).toBe(`0x${"1".padStart(64, "0")}`)
        expect(wallet.requests()).toEqual([
          { method: "eth_sendTransaction", params: [{ from: ALICE, to: BOB, value: "0xde0b6b3a7640000", data: "0x" }] }
        ])
      }).pipe(Effect.provide(env)))

    it.effect("a refused transaction is the user's refusal or the node's reason", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
        wallet.fail("eth_sendTransaction", 4001, "User denied transaction signature.", 1)
        expect((yield* Effect.flip(evm.sendTransaction(wallet, { from: ALICE, to: BOB })))._tag).toBe("UserRejectedError")
        wallet.fail("eth_sendTransaction", -32000, "insufficient funds for gas * price + value: have 0 want 1", 1)
        const funds = yield* Effect.flip(evm.sendTransaction(wallet, { from: ALICE, to: BOB, value: 1n }))
        expect(funds._tag).toBe("InsufficientFundsError")
        wallet.fail("eth_sendTransaction", 3, "execution reverted: not the owner", 1)
        expect(yield* Effect.flip(evm.sendTransaction(wallet, { from: ALICE, to: BOB }))).toMatchObject({
          _tag: "ExecutionRevertedError",
          reason: "not the owner"
        })
        wallet.fail("eth_sendTransaction", -32603, "the wallet is locked", 1)
        expect(yield* Effect.flip(evm.sendTransaction(wallet, { from: ALICE, to: BOB }))).toMatchObject({ _tag: "JsonRpcError", code: -32603 })
        // Every attempt was one eth_sendTransaction: no fallback method was tried.
        expect(wallet.methods()).toEqual(Array(4).fill("eth_sendTransaction"))
      }).pipe(Effect.provide(env)))

    it.scoped("follows accountsChanged, chainChanged and disconnect in order, drops malformed ones, and lets go when stopped", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        const fiber = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.unwrap(evm.events(wallet)), 4)))
        yield* eventually(Effect.sync(() => wallet.listenerCount("accountsChanged") === 1), "listening")
        wallet.changeAccounts([BOB])
        wallet.emit("accountsChanged", "not a list")
        wallet.changeChain(137)
        wallet.emit("chainChanged", "0xzz")
        wallet.emit("chainChanged", 10)
        wallet.emit("disconnect", new ScriptedWalletError(4900, "Disconnected"))
        const events = Chunk.toReadonlyArray(yield* Fiber.join(fiber))
        expect(events).toEqual([
          { _tag: "AccountsChanged", accounts: [BOB] },
          { _tag: "ChainChanged", chainId: 137 },
          { _tag: "ChainChanged", chainId: 10 },
          { _tag: "Disconnect", code: 4900, message: "Disconnected" }
        ])
        for (const event of ["accountsChanged", "chainChanged", "disconnect"]) expect(wallet.listenerCount(event)).toBe(0)
      }).pipe(Effect.provide(env)))

    it.effect("any other method reaches the wallet with its params and answers what the wallet answered; a refusal is translated", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
        wallet.answer("wallet_getCapabilities", (params) => ({ "0x1": { assetDiscovery: { supported: true } }, asked: params }))
        expect(yield* evm.request(wallet, "wallet_getCapabilities", [ALICE])).toEqual({ "0x1": { assetDiscovery: { supported: true } }, asked: [ALICE] })
        expect(wallet.requests().at(-1)).toEqual({ method: "wallet_getCapabilities", params: [ALICE] })
        const unsupported = yield* Effect.flip(evm.request(wallet, "wallet_getAssets", [{ account: ALICE }]))
        expect(unsupported).toMatchObject({ _tag: "JsonRpcError", code: 4200 })
        wallet.fail("wallet_getAssets", 4001, "User rejected the request.", 1)
        expect((yield* Effect.flip(evm.request(wallet, "wallet_getAssets", [{ account: ALICE }])))._tag).toBe("UserRejectedError")
      }).pipe(Effect.provide(env)))

    it.effect("reads the native balance from the network's node through the RpcTransport", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        expect(yield* evm.getBalance(ALICE, mainnet)).toBe(10n ** 18n)
        expect(yield* evm.getBalance(BOB, mainnet)).toBe(0n)
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls.map((call) => [call.caipNetworkId, call.method])).toEqual([
          ["eip155:1", "eth_getBalance"],
          ["eip155:1", "eth_getBalance"]
        ])
        expect(calls[0]?.params).toEqual([ALICE, "latest"])
      }).pipe(Effect.provide(env)))

    it.effect("a node error of a balance read stays the RpcTransport's typed error", () =>
      Effect.gen(function* () {
        const evm = yield* EvmWallet
        const error = yield* Effect.flip(evm.getBalance(ALICE, { ...mainnet, caipNetworkId: "eip155:5" as typeof mainnet.caipNetworkId }))
        expect(error).toMatchObject({ _tag: "JsonRpcError", code: -32601 })
      }).pipe(Effect.provide(env)))
  })
