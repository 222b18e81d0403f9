/**
 * The wagmi bridge with @wagmi/core's own actions (the repository's @wagmi/core is the 2.x line;
 * the packed host's browser test runs wagmi 3): wagmi's account, chain and actions follow the modal.
 */
import { connect, disconnect, getAccount, getBalance, getConnectorClient, reconnect, sendCalls, signMessage, switchChain } from "@wagmi/core"
import { UserRejectedRequestError } from "viem"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mainnet, polygon, solana } from "../../core/networks/index.js"
import { WagmiAdapter } from "../../wagmi/index.js"
import { makeFakeModal, type FakeModal } from "./fakeModal.js"

const ADDRESS = "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
const OTHER = "0x0000000000000000000000000000000000000001"

const setUp = (endpoints: Partial<FakeModal["options"]["endpoints"]> = {}) => {
  const adapter = new WagmiAdapter({ networks: [mainnet, polygon, solana], projectId: "project-of-the-adapter" })
  const modal = makeFakeModal([mainnet, polygon, solana], endpoints)
  return { adapter, config: adapter.wagmiConfig, modal, attach: () => adapter.attach({ instance: modal.instance, options: modal.options }) }
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("WagmiAdapter", () => {
  it("is the EVM family: its wagmi chains are the EVM networks, its one connector the modal", () => {
    const { adapter, config } = setUp()
    expect(adapter.namespace).toBe("eip155")
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 137])
    expect(config.connectors.map((connector) => connector.id)).toEqual(["doorway"])
  })

  it("refuses networks without an EVM one", () => {
    expect(() => new WagmiAdapter({ networks: [solana], projectId: "p" })).toThrow("WagmiAdapter needs at least one EVM network")
  })

  it("reconnects at page load only once the modal confirmed its stored connection, never while it is being restored", async () => {
    const { config, modal, attach } = setUp()
    modal.set({ status: "reconnecting", address: ADDRESS })
    attach()
    const reconnecting = reconnect(config)
    await settle()
    expect(getAccount(config).status).toBe("connecting")
    modal.set({ initialized: true })
    await settle()
    // Started, but the wallet has not answered yet: wagmi still waits.
    expect(getAccount(config).status).toBe("connecting")
    modal.set({ status: "connected" })
    await reconnecting
    expect(getAccount(config)).toMatchObject({ status: "connected", address: ADDRESS, chainId: 1 })
  })

  it("stays disconnected when the wallet withdrew the stored connection", async () => {
    const { config, modal, attach } = setUp()
    modal.set({ status: "reconnecting", address: ADDRESS })
    attach()
    const reconnecting = reconnect(config)
    modal.set({ initialized: true, status: "disconnected", address: undefined })
    await reconnecting
    expect(getAccount(config)).toMatchObject({ status: "disconnected", address: undefined })
  })

  it("waits for createAppKit before asking the modal anything", async () => {
    const { config, modal, attach } = setUp()
    modal.set({ initialized: true, status: "connected", address: ADDRESS })
    const reconnecting = reconnect(config)
    await settle()
    expect(getAccount(config).status).toBe("connecting")
    attach()
    await reconnecting
    expect(getAccount(config).address).toBe(ADDRESS)
  })

  it("follows a connection made in the modal, another account, a network switched in the modal, and a disconnect", async () => {
    const { config, modal, attach } = setUp()
    attach()
    modal.set({ initialized: true })
    expect(getAccount(config).status).toBe("disconnected")
    modal.set({ status: "connected", address: ADDRESS.toLowerCase() })
    expect(getAccount(config)).toMatchObject({ status: "connected", address: ADDRESS, chainId: 1 })
    modal.set({ address: OTHER })
    expect(getAccount(config).address).toBe(OTHER)
    modal.set({ network: polygon })
    expect(getAccount(config).chainId).toBe(137)
    modal.set({ status: "disconnected", address: undefined })
    expect(getAccount(config)).toMatchObject({ status: "disconnected", address: undefined })
  })

  it("connect opens the modal's Connect view for EVM wallets and resolves with the connection made there", async () => {
    const { config, modal, attach } = setUp()
    attach()
    modal.set({ initialized: true })
    const connecting = connect(config, { connector: config.connectors[0]! })
    await settle()
    expect(modal.opened).toEqual([{ view: "Connect", namespace: "eip155" }])
    modal.set({ status: "connected", address: ADDRESS })
    await expect(connecting).resolves.toEqual({ accounts: [ADDRESS], chainId: 1 })
    expect(getAccount(config).status).toBe("connected")
  })

  it("connect rejects as the visitor's refusal (4001) when the modal is closed without a connection", async () => {
    const { config, modal, attach } = setUp()
    attach()
    modal.set({ initialized: true })
    const connecting = connect(config, { connector: config.connectors[0]! })
    await settle()
    modal.set({ open: false })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).status).toBe("disconnected")
  })

  it("switchChain switches the modal's network and wagmi's chain follows; a network not configured is refused", async () => {
    const { config, modal, attach } = setUp()
    attach()
    modal.set({ initialized: true, status: "connected", address: ADDRESS })
    await switchChain(config, { chainId: 137 })
    expect(modal.switched.map((network) => network.id)).toEqual([137])
    expect(getAccount(config).chainId).toBe(137)
    await expect(switchChain(config, { chainId: 10 as 1 })).rejects.toThrow(/not configured/i)
  })

  it("a switch refused in the wallet is the visitor's refusal (4001)", async () => {
    const { config, modal, attach } = setUp()
    attach()
    const refusal = Object.assign(new Error("User rejected the request"), { code: 4001 })
    modal.set({ initialized: true, status: "connected", address: ADDRESS, switchFails: refusal })
    await expect(switchChain(config, { chainId: 137 })).rejects.toThrow(/User rejected/)
    expect(getAccount(config).chainId).toBe(1)
  })

  it("disconnect disconnects the modal's EVM connection", async () => {
    const { config, modal, attach } = setUp()
    attach()
    modal.set({ initialized: true, status: "connected", address: ADDRESS })
    await disconnect(config)
    expect(modal.disconnected).toEqual(["eip155"])
    expect(getAccount(config).status).toBe("disconnected")
  })

  it("the wallet client signs through the connected wallet's own provider; accounts and chain are the modal's", async () => {
    const { config, modal, attach } = setUp()
    attach()
    const asked: Array<string> = []
    const wallet = { request: async ({ method }: { method: string }) => (asked.push(method), "0xsigned") }
    modal.set({ initialized: true, status: "connected", address: ADDRESS, wallet: wallet as never })
    const client = await getConnectorClient(config)
    await expect(client.request({ method: "eth_accounts" })).resolves.toEqual([ADDRESS])
    await expect(client.request({ method: "eth_chainId" })).resolves.toBe("0x1")
    await expect(signMessage(config, { message: "hello" })).resolves.toBe("0xsigned")
    expect(asked).toEqual(["personal_sign"])
  })

  it("sendCalls (EIP-5792) reaches the connected wallet as wallet_sendCalls, from the modal's account on its chain", async () => {
    const { config, modal, attach } = setUp()
    attach()
    const asked: Array<{ method: string; params: unknown }> = []
    const wallet = { request: async (args: { method: string; params: unknown }) => (asked.push(args), { id: "0xbatch" }) }
    modal.set({ initialized: true, status: "connected", address: ADDRESS, wallet: wallet as never, network: polygon })
    await expect(sendCalls(config, { calls: [{ to: OTHER, value: 1n }, { to: OTHER, data: "0x1234" }] })).resolves.toMatchObject({ id: "0xbatch" })
    const [request] = asked
    expect(request?.method).toBe("wallet_sendCalls")
    expect(request?.params).toMatchObject([{ from: ADDRESS, chainId: "0x89", calls: [{ to: OTHER, value: "0x1" }, { to: OTHER, data: "0x1234" }] }])
  })

  it("reads go to the modal's blockchain endpoint with its project id once attached, to the hosted proxy before", async () => {
    const urls: Array<string> = []
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input))
      const body = JSON.parse(String(init?.body)) as { id: number }
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: body.id, result: "0x2a" }), { headers: { "content-type": "application/json" } })
    })
    const { config, attach } = setUp({ blockchain: "http://127.0.0.1:9/chain" })
    await expect(getBalance(config, { address: ADDRESS, chainId: 137 })).resolves.toMatchObject({ value: 42n })
    attach()
    await getBalance(config, { address: ADDRESS, chainId: 137 })
    expect(urls).toEqual([
      "https://rpc.walletconnect.org/v1/?chainId=eip155:137&projectId=project-of-the-adapter",
      "http://127.0.0.1:9/chain/v1/?chainId=eip155:137&projectId=project-of-the-test"
    ])
  })
})
