/**
 * What every WalletConnect kind of connection does, whatever client is under it: the live one
 * (the universal provider through the local relay, a real sign-client wallet on the other side)
 * and the in-memory one of the program tests. A wallet approves eip155:1 and eip155:137.
 */
import { describe, expect, it } from "vitest"
import { Chunk, Effect, Fiber, Option, Stream } from "effect"
import { verifyMessage } from "viem"
import type { Hex } from "viem"
import { mainnet, optimism, polygon } from "doorway-connect/networks"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"

export const CONNECTOR: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }

export interface WalletConnectContractEnv {
  /** The wallet's address. */
  readonly address: string
  /** The kind, over a fresh client (and fresh storage). */
  readonly kind: ConnectionKind
  /** The wallet opens `uri` and approves eip155:1 and eip155:137 (personal_sign, no switch method). */
  readonly approve: (uri: string) => Promise<void>
  /** The wallet ends the session from its side. */
  readonly walletDisconnects: () => Promise<void>
  /** A kind over a new client on the same storage, as after a reload. */
  readonly reload: () => Promise<ConnectionKind>
  /**
   * How many `wallet_getCapabilities` requests reached the wallet. It answers CAPABILITIES for its
   * own address and an error for any other.
   */
  readonly capabilityRequests: () => Promise<number>
}

/** What the contract's wallets answer to `wallet_getCapabilities` for their own address. */
export const CAPABILITIES = { "0x1": { atomic: { status: "supported" } } }
/** An address that is not the wallet's: its capabilities request fails. */
export const OTHER_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

/** Connects through the kind: the URI it shows goes to the wallet. */
const connect = (env: WalletConnectContractEnv) =>
  run(
    env.kind.connect(CONNECTOR, {
      showUri: (uri) => Effect.promise(() => env.approve(uri)).pipe(Effect.forkDaemon, Effect.asVoid),
      notify: () => Effect.void
    })
  )

const toHex = (text: string): Hex => `0x${Buffer.from(text, "utf8").toString("hex")}`

export const walletConnectContract = (name: string, makeEnv: () => Promise<WalletConnectContractEnv & { readonly close: () => Promise<void> }>, timeout = 20_000) =>
  describe(`WalletConnect kind contract: ${name}`, () => {
    it("connects: the session's first account and chain, then signs with personal_sign over the provider", { timeout }, async () => {
      const env = await makeEnv()
      try {
        const opened = await connect(env)
        expect(opened.accounts[0].toLowerCase()).toBe(env.address.toLowerCase())
        expect([1, 137]).toContain(opened.chainId)
        const provider = (await run(env.kind.provider(CONNECTOR))) as { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
        expect(await provider.request({ method: "eth_accounts" })).toEqual([opened.accounts[0]])
        const message = "Sign in to Doorway"
        const signature = (await provider.request({ method: "personal_sign", params: [toHex(message), opened.accounts[0]] })) as Hex
        expect(await verifyMessage({ address: env.address as Hex, message, signature })).toBe(true)
      } finally {
        await env.close()
      }
    })

    it("wallet_getCapabilities: an address is required; asked once per session and address; a failure answers {}", { timeout }, async () => {
      const env = await makeEnv()
      try {
        const opened = await connect(env)
        const provider = (await run(env.kind.provider(CONNECTOR))) as { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
        const method = "wallet_getCapabilities"
        await expect(provider.request({ method })).rejects.toMatchObject({ message: "Missing address parameter in wallet_getCapabilities request" })
        await expect(provider.request({ method, params: ["not an address"] })).rejects.toMatchObject({ _tag: "MissingCapabilitiesAddress" })
        expect(await env.capabilityRequests()).toBe(0)
        const address = opened.accounts[0]
        expect(await provider.request({ method, params: [address] })).toEqual(CAPABILITIES)
        expect(await provider.request({ method, params: [address.toLowerCase(), ["0x1"]] })).toEqual(CAPABILITIES)
        expect(await env.capabilityRequests()).toBe(1)
        // A failure is no answer to keep: asked again next time.
        expect(await provider.request({ method, params: [OTHER_ADDRESS] })).toEqual({})
        expect(await provider.request({ method, params: [OTHER_ADDRESS] })).toEqual({})
        expect(await env.capabilityRequests()).toBe(3)
      } finally {
        await env.close()
      }
    })

    it("switches to an approved chain; a chain the session lacks fails with the spec's text", { timeout }, async () => {
      const env = await makeEnv()
      try {
        await connect(env)
        await run(env.kind.switchChain(CONNECTOR, polygon))
        const provider = (await run(env.kind.provider(CONNECTOR))) as { request: (args: { method: string }) => Promise<unknown> }
        expect(await provider.request({ method: "eth_chainId" })).toBe("0x89")
        await run(env.kind.switchChain(CONNECTOR, mainnet))
        const refused = await run(Effect.flip(env.kind.switchChain(CONNECTOR, optimism)))
        expect(refused._tag).toBe("SwitchChainNotApproved")
      } finally {
        await env.close()
      }
    })

    it("a disconnect from the wallet's side reaches the dapp as the end of the session", { timeout }, async () => {
      const env = await makeEnv()
      try {
        await connect(env)
        const ended = await run(
          Effect.forkDaemon(
            Stream.unwrap(env.kind.events(CONNECTOR)).pipe(
              Stream.filter((event: WalletEvent) => event._tag === "Disconnect"),
              Stream.take(1),
              Stream.runCollect
            )
          )
        )
        await run(Effect.sleep("50 millis"))
        await env.walletDisconnects()
        const events = await run(Fiber.join(ended).pipe(Effect.timeout("10 seconds")))
        expect(Chunk.toReadonlyArray(events).map((event) => event._tag)).toEqual(["Disconnect"])
        const provider = await run(Effect.either(env.kind.provider(CONNECTOR)))
        expect(provider._tag === "Left" ? provider.left._tag : "none").toBe("ProviderNotConnected")
      } finally {
        await env.close()
      }
    })

    it("restores the stored session without a prompt, as after a reload", { timeout }, async () => {
      const env = await makeEnv()
      try {
        const opened = await connect(env)
        const again = await env.reload()
        const restored = await run(again.restore(CONNECTOR))
        expect(restored.accounts[0]).toBe(opened.accounts[0])
        expect(Option.isSome(Option.some(restored.chainId))).toBe(true)
      } finally {
        await env.close()
      }
    })
  })
