/**
 * The session's provider over a relay that is down (requestOverRelay wired into the WalletConnect
 * kind): a wallet request is held and the client asked to reconnect, the wallet gets nothing; once
 * the socket is back the request goes out once and its answer comes back to the caller. The
 * notice and the limits are pinned on the TestClock in test/core/walletconnect/requestOverRelay.test.ts.
 */
import { describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { mainnet } from "doorway-connect/networks"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { CONNECTOR } from "./WalletConnect.contract.js"

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe("a wallet request while the relay's socket is down", () => {
  it("is held while the client is asked to reconnect, then sent once the socket is back, and answered", async () => {
    const wallet = await Effect.runPromise(makeScriptedWalletConnect())
    await Effect.runPromise(wallet.answer("personal_sign", () => Effect.succeed("0xsigned")))
    const shown = Effect.runSync(Ref.make<ReadonlyArray<string>>([]))
    const notice = {
      show: Ref.update(shown, (all) => [...all, "show"]),
      hide: Ref.update(shown, (all) => [...all, "hide"])
    }
    const kind = await Effect.runPromise(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet], rpc, notice }))
    const connecting = Effect.runPromise(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void }))
    await Effect.runPromise(wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${ADDRESS}`] }))
    await connecting
    const provider = (await Effect.runPromise(kind.provider(CONNECTOR))) as { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

    await Effect.runPromise(wallet.setRelay(false))
    const signed = provider.request({ method: "personal_sign", params: ["0x6869", ADDRESS] })
    await until(async () => (await Effect.runPromise(wallet.reconnects)) > 0)
    expect(await Effect.runPromise(wallet.reconnects)).toBeGreaterThan(0)
    expect(await Effect.runPromise(wallet.requests)).toEqual([])
    // Chain reads do not wait for the relay.
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x1")

    await Effect.runPromise(wallet.setRelay(true))
    expect(await signed).toBe("0xsigned")
    expect((await Effect.runPromise(wallet.requests)).map((request) => request.method)).toEqual(["personal_sign"])
    // Back within the notice's 1 s: nothing was shown.
    expect(await Effect.runPromise(Ref.get(shown))).toEqual([])
  })
})
