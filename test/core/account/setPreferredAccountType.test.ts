/**
 * Switching the embedded wallet's EVM account between its EOA and its smart account (SPEC §4):
 * to the smart account only where smart accounts are enabled and from the EOA, back to the EOA
 * from the smart account; SET_PREFERRED_ACCOUNT asked of the frame (WIRE §4.3); the address now
 * active shown, its connection and the type stored, SET_PREFERRED_ACCOUNT_TYPE tracked (WIRE
 * §3.3); a refusal by the frame falls back to the EOA (WIRE §4.4).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { mainnet } from "doorway-connect/networks"
import { setPreferredAccountType } from "../../../core/account/setPreferredAccountType.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { accountOf, evmEnv, installWallet, storedRaw, trackedEvents } from "../connection/evmTestEnv.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { eventually } from "../rpc/eventually.js"
import { EOA_ADDRESS, SMART_ADDRESS, withEmbeddedWallet } from "./smartAccountEnv.js"

const sentAfterConnect = (script: { readonly sent: Effect.Effect<ReadonlyArray<{ readonly type: string }>> }) =>
  Effect.map(script.sent, (events) => events.map((event) => event.type).filter((type) => type === "@w3m-app/SET_PREFERRED_ACCOUNT"))

const storedConnectionAddresses = Effect.map(storedRaw("@appkit/connections"), (raw) =>
  raw === undefined ? [] : (JSON.parse(raw) as { eip155?: ReadonlyArray<{ accounts: ReadonlyArray<{ address: string; type?: string }> }> }).eip155?.[0]?.accounts ?? []
)

const switchEvents = Effect.map(trackedEvents, (events) => events.filter((event) => event.event === "SET_PREFERRED_ACCOUNT_TYPE"))

describe("connecting the embedded wallet (SPEC §4, WIRE §4.6)", () => {
  it.effect("asks which chains have smart accounts, then GET_USER as the EVM default, the smart account", () =>
    withEmbeddedWallet({ enabled: [1] }, (script) =>
      Effect.gen(function* () {
        const sent = yield* script.sent
        expect(sent.map((event) => event.type)).toEqual(["@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS", "@w3m-app/GET_USER"])
        const getUser = sent[1]
        expect(getUser?.type === "@w3m-app/GET_USER" ? getUser.payload?.preferredAccountType : undefined).toBe("smartAccount")
        const account = yield* accountOf()
        expect([account?.address, account?.preferredAccountType]).toEqual([SMART_ADDRESS, "smartAccount"])
      })
    ))

  it.effect("asks for the host's explicit type instead", () =>
    withEmbeddedWallet(
      { enabled: [1] },
      (script) =>
        Effect.gen(function* () {
          const getUser = (yield* script.sent).find((event) => event.type === "@w3m-app/GET_USER")
          expect(getUser?.type === "@w3m-app/GET_USER" ? getUser.payload?.preferredAccountType : undefined).toBe("eoa")
          expect((yield* accountOf())?.preferredAccountType).toBe("eoa")
        }),
      { options: { defaultAccountTypes: { eip155: "eoa" } } }
    ))
})

describe("setPreferredAccountType (SPEC §4)", () => {
  it.effect("from the smart account to the EOA: the EOA's address shown and stored, the type stored, the switch tracked", () =>
    withEmbeddedWallet({ enabled: [1] }, (script) =>
      Effect.gen(function* () {
        const active = yield* setPreferredAccountType("eoa")
        expect(active).toEqual({ type: "eoa", address: EOA_ADDRESS })
        expect(yield* sentAfterConnect(script)).toEqual(["@w3m-app/SET_PREFERRED_ACCOUNT"])
        const account = yield* accountOf()
        expect([account?.address, account?.caipAddress, account?.preferredAccountType]).toEqual([EOA_ADDRESS, `eip155:1:${EOA_ADDRESS}`, "eoa"])
        expect((yield* storedConnectionAddresses)[0]).toEqual({ address: EOA_ADDRESS, type: "eoa" })
        expect(yield* storedRaw("@appkit/preferred_account_types")).toBe(JSON.stringify({ eip155: "eoa" }))
        expect((yield* switchEvents).map((event) => event.properties)).toEqual([{ accountType: "eoa", network: mainnet.caipNetworkId }])
      })
    ))

  it.effect("and back to the smart account from the EOA where smart accounts are enabled", () =>
    withEmbeddedWallet({ enabled: [1] }, () =>
      Effect.gen(function* () {
        yield* setPreferredAccountType("eoa")
        expect(yield* setPreferredAccountType("smartAccount")).toEqual({ type: "smartAccount", address: SMART_ADDRESS })
        const account = yield* accountOf()
        expect([account?.address, account?.preferredAccountType]).toEqual([SMART_ADDRESS, "smartAccount"])
        expect((yield* storedConnectionAddresses)[0]).toEqual({ address: SMART_ADDRESS, type: "smartAccount" })
        expect(yield* storedRaw("@appkit/preferred_account_types")).toBe(JSON.stringify({ eip155: "smartAccount" }))
        expect((yield* switchEvents).map((event) => event.properties?.["accountType"])).toEqual(["eoa", "smartAccount"])
      })
    ))

  it.effect("not to the smart account on a network without smart accounts: refused, the frame not asked", () =>
    withEmbeddedWallet({ enabled: [137] }, (script) =>
      Effect.gen(function* () {
        expect((yield* accountOf())?.preferredAccountType).toBe("eoa")
        const error = yield* Effect.flip(setPreferredAccountType("smartAccount"))
        expect(error._tag).toBe("SmartAccountNotEnabled")
        expect(messageOf(error)).toBe("Smart accounts are not enabled on eip155:1")
        expect(yield* sentAfterConnect(script)).toEqual([])
        expect(yield* switchEvents).toEqual([])
      })
    ))

  it.effect("not to the type the account already has", () =>
    withEmbeddedWallet({ enabled: [1] }, (script) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(setPreferredAccountType("smartAccount"))
        expect(error._tag).toBe("AccountTypeUnchanged")
        expect(yield* sentAfterConnect(script)).toEqual([])
      })
    ))

  it.effect("a refusal by the frame falls back to the EOA and fails with the frame's words, nothing tracked", () =>
    withEmbeddedWallet({ enabled: [1], refuseSwitch: "The smart account is not available" }, () =>
      Effect.gen(function* () {
        yield* setPreferredAccountType("eoa").pipe(Effect.flip)
        // From the EOA, a refused switch to the smart account leaves the EOA.
        const error = yield* Effect.flip(setPreferredAccountType("smartAccount"))
        expect(messageOf(error)).toBe("The smart account is not available")
        const account = yield* accountOf()
        expect([account?.address, account?.preferredAccountType]).toEqual([EOA_ADDRESS, "eoa"])
        expect(yield* storedRaw("@appkit/preferred_account_types")).toBe(JSON.stringify({ eip155: "eoa" }))
        expect(yield* switchEvents).toEqual([])
      })
    ))

  it.effect("a refusal while on the smart account moves the account to the EOA", () =>
    withEmbeddedWallet({ enabled: [1], refuseSwitch: "no" }, () =>
      Effect.gen(function* () {
        expect((yield* accountOf())?.address).toBe(SMART_ADDRESS)
        expect((yield* Effect.flip(setPreferredAccountType("eoa")))._tag).toBe("FrameError")
        const account = yield* accountOf()
        expect([account?.address, account?.preferredAccountType]).toEqual([EOA_ADDRESS, "eoa"])
        expect((yield* storedConnectionAddresses)[0]).toEqual({ address: EOA_ADDRESS, type: "eoa" })
      })
    ))

  it.effect("another wallet than the embedded one: 'Not connected to email or social'", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet("io.doorway.wallet")
      const error = yield* Effect.flip(setPreferredAccountType("smartAccount"))
      expect(messageOf(error)).toBe("Not connected to email or social")
      expect(messageOf(yield* Effect.flip(setPreferredAccountType("eoa")))).toBe("Not connected to email or social")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("another namespace than EVM: 'Not connected to email or social'", () =>
    withEmbeddedWallet({ enabled: [1] }, () =>
      Effect.gen(function* () {
        expect((yield* Effect.flip(setPreferredAccountType("eoa", "solana")))._tag).toBe("NotConnectedToEmailOrSocial")
      })
    ))
})

describe("the stored type after a switch", () => {
  it.effect("is what the next connection asks GET_USER for, when the host names none", () =>
    withEmbeddedWallet({ enabled: [1] }, (script) =>
      Effect.gen(function* () {
        yield* setPreferredAccountType("eoa")
        yield* disconnect()
        yield* connectWallet("ID_AUTH")
        const asked = (yield* script.sent).flatMap((event) => (event.type === "@w3m-app/GET_USER" ? [event.payload?.preferredAccountType] : []))
        expect(asked).toEqual(["smartAccount", "eoa"])
        expect((yield* accountOf())?.address).toBe(EOA_ADDRESS)
      })
    ))
})

describe("the smart account's deployment (SPEC §3 smartAccountDeployed)", () => {
  it.effect("is the account state's as GET_USER says, and follows a later GET_USER the frame answers", () =>
    withEmbeddedWallet({ enabled: [1], deployed: false }, (script) =>
      Effect.gen(function* () {
        expect((yield* accountOf())?.smartAccountDeployed).toBe(false)
        yield* script.reply({ type: "@w3m-frame/GET_USER_SUCCESS", id: "later", payload: { address: SMART_ADDRESS, chainId: 1, smartAccountDeployed: true } })
        yield* eventually(Effect.map(accountOf(), (account) => account?.smartAccountDeployed === true), "the deployment seen")
        expect((yield* accountOf())?.address).toBe(SMART_ADDRESS)
      })
    ))
})
