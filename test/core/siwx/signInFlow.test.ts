/**
 * The sign-in flow (SPEC §4) over the EVM connection programs, on the TestClock: asking after a
 * connection, signing with a real key into the local store, failures, cancelling, changes of
 * account and network, expiry and sign-out on disconnect.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref, TestClock } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import type { Hex } from "viem"
import { mainnet, polygon } from "doorway-connect/networks"
import type { SiwxConfig } from "../../../core/config/AppKitOptions.js"
import { validateOptions } from "../../../core/config/validateOptions.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { goBack } from "../../../core/router/goBack.js"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Modal } from "../../../core/services/Modal.js"
import { SignInState } from "../../../core/services/SignInState.js"
import { cancelSignIn } from "../../../core/siwx/flow/cancelSignIn.js"
import { signIn } from "../../../core/siwx/flow/signIn.js"
import { localSiwx } from "../../../core/siwx/localSiwx.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { SiwxSession } from "../../../schemas/Siwx.js"
import { eventually } from "../rpc/eventually.js"
import { ALICE, BOB, WALLET_ID, accountOf, evmEnv, installWallet, modalOpen, networkOf, stored, trackedEvents, views } from "../connection/evmTestEnv.js"

const keys: Record<string, Hex> = {
  [ALICE.toLowerCase()]: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  [BOB.toLowerCase()]: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a"
}

/** Noon, 25 November 2026, UTC. */
const NOON = Date.parse("2026-11-25T12:00:00.000Z")

const SITE = "https://app.example/"

/** The wallet signs with the account's real key, as an extension does. */
const signingWallet = (options: Parameters<typeof installWallet>[0] = {}) =>
  Effect.gen(function* () {
    const wallet = yield* installWallet({ chains: [137], ...options })
    wallet.answer("personal_sign", (params) => {
      const [raw, address] = params as [Hex, string]
      return privateKeyToAccount(keys[address.toLowerCase()]!).signMessage({ message: { raw } })
    })
    return wallet
  })

const connected = (wallet?: ScriptedWallet) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOON)
    const made = wallet ?? (yield* signingWallet())
    yield* openModal()
    yield* connectWallet(WALLET_ID)
    return made
  })

const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))
const loading = Effect.flatMap(Modal, (modal) => Effect.map(Ref.get(modal.state), (state) => state.loading))
const eventNames = Effect.map(trackedEvents, (events) => events.map((event) => event.event))
const hasSession = Effect.flatMap(SignInState, (state) => state.hasSession)

const required = (extra: Parameters<typeof localSiwx>[0] = {}) => evmEnv({ options: { siwx: localSiwx({ required: true, url: SITE, ...extra }) } }).layer

/** A host store in memory: what AppKit's `siwx` interface asks of a host. */
const memoryStore = (init: { readonly required?: boolean; readonly failReads?: boolean } = {}) => {
  let sessions: Array<SiwxSession> = []
  const store: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: "app.example",
      uri: SITE,
      version: "1",
      nonce: "abcdefgh1234",
      issuedAt: new Date(NOON).toISOString()
    }),
    addSession: async (session) => {
      sessions = [...sessions, session]
    },
    getSessions: async (chainId, address) => {
      if (init.failReads === true) throw new Error("store unreachable")
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase())
    },
    revokeSession: async () => undefined,
    setSessions: async (next) => {
      sessions = [...next]
    },
    getRequired: () => init.required ?? false
  }
  return { store, sessions: () => sessions }
}

describe("sign-in options", () => {
  it.effect("siweConfig and siwx together: 'Cannot set both siweConfig and siwx options'", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error._tag).toBe("SiweAndSiwxBothSet")
      expect(messageOf(error)).toBe("Cannot set both siweConfig and siwx options")
    }).pipe(
      Effect.provide(
        evmEnv({
          options: {
            siwx: localSiwx(),
            siweConfig: {
              getNonce: async () => "n",
              createMessage: () => "m",
              methods: { getSession: async () => null, verifyMessage: async () => true, signOut: async () => true }
            }
          }
        }).layer
      )
    ))

  it.effect("without siwx or siweConfig nothing is asked after connecting, and signing in fails: 'SIWX is not enabled'", () =>
    Effect.gen(function* () {
      yield* connected()
      expect(yield* views).toEqual(["Account"])
      const error = yield* Effect.flip(signIn)
      expect(error._tag).toBe("SiwxNotEnabled")
      expect(messageOf(error)).toBe("SIWX is not enabled")
      expect((yield* Effect.flip(cancelSignIn))._tag).toBe("SiwxNotEnabled")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("siweConfig maps onto the flow: its nonce and message are signed, verifyMessage keeps the session, getSession answers; required by default", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      expect(yield* views).toEqual(["SIWXSignMessage"])
      yield* signIn
      const signed = wallet.requests().find((r) => r.method === "personal_sign")
      expect(Buffer.from((signed?.params as [string])[0].slice(2), "hex").toString()).toBe(`SIWE eip155:1:${ALICE} nonce0001 on app.example`)
      expect(verified).toEqual([{ message: `SIWE eip155:1:${ALICE} nonce0001 on app.example` }])
      expect(yield* modalOpen).toBe(false)
      expect(yield* hasSession).toBe(true)
    }).pipe(Effect.provide(evmEnv({ options: { siweConfig: siwe } }).layer)))
})

let session: { address: string; chainId: number } | null = null
const verified: Array<{ message: string }> = []
const siwe = {
  getNonce: async () => "nonce0001",
  createMessage: (args: { address: string; nonce: string; domain: string }) => `SIWE ${args.address} ${args.nonce} on ${args.domain}`,
  methods: {
    getMessageParams: async () => ({ domain: "app.example", uri: SITE }),
    getSession: async () => session,
    verifyMessage: async ({ message }: { message: string; signature: string }) => {
      verified.push({ message })
      session = { address: ALICE, chainId: 1 }
      return true
    },
    signOut: async () => {
      session = null
      return true
    }
  }
}

describe("sign-in flow (SPEC §4)", () => {
  it.effect("required: after connect SIWXSignMessage opens and the modal cannot close; signing stores a verified session, closes the modal and records SIWX_AUTH_SUCCESS", () =>
    Effect.gen(function* () {
      yield* connected()
      expect(yield* views).toEqual(["SIWXSignMessage"])
      expect(yield* modalOpen).toBe(true)
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
      expect(yield* modalOpen).toBe(true)

      yield* signIn
      expect(yield* modalOpen).toBe(false)
      expect(yield* loading).toBe(false)
      expect(yield* eventNames).toContain("SIWX_AUTH_SUCCESS")
      const sessions = (yield* stored("@appkit/siwx")) ?? []
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.data).toMatchObject({ accountAddress: ALICE, chainId: "eip155:1", domain: "app.example", uri: SITE, version: "1" })
      expect(sessions[0]?.message).toContain("app.example wants you to sign in with your Ethereum account:")
      expect(yield* hasSession).toBe(true)
      // Signed in: the modal closes again from the sign-in view.
      yield* openModal({ view: "SIWXSignMessage" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required())))

  it.effect("the modal's loading flag is on while the wallet is asked, and off once it has signed", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      let answer: (signature: unknown) => void = () => undefined
      const account = privateKeyToAccount(keys[ALICE.toLowerCase()]!)
      wallet.answer("personal_sign", (params) => new Promise((resolve) => (answer = () => resolve(account.signMessage({ message: { raw: (params as [Hex])[0] } })))))
      const fiber = yield* Effect.fork(signIn)
      yield* eventually(loading, "loading while signing")
      answer(undefined)
      yield* eventually(Effect.map(modalOpen, (open) => !open), "closed after signing")
      expect(yield* loading).toBe(false)
      yield* fiber.await
    }).pipe(Effect.provide(required())))

  it.effect("the sign-in step is decided before the account's data is asked for: nothing is fetched while the store is read", () => {
    let release: () => void = () => undefined
    const storeRead = new Promise<void>((resolve) => (release = resolve))
    let reading = false
    const host = memoryStore({ required: true })
    const store: SiwxConfig = {
      ...host.store,
      getSessions: async (chainId, address) => {
        reading = true
        await storeRead
        return host.store.getSessions(chainId, address)
      }
    }
    const env = evmEnv({ options: { siwx: store } })
    const identityAsked = () => env.apiCalls.some((call) => call.path.startsWith("/v1/identity/"))
    return Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      yield* signingWallet()
      yield* openModal()
      const connecting = yield* Effect.fork(connectWallet(WALLET_ID))
      yield* eventually(Effect.sync(() => reading), "the store read")
      expect(identityAsked()).toBe(false)
      expect((yield* accountOf())?.balance).toBeUndefined()
      release()
      yield* connecting.await
      expect(yield* views).toEqual(["SIWXSignMessage"])
      expect(identityAsked()).toBe(true)
      expect((yield* accountOf())?.balance).toBe("1")
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("an account with a session in force is not asked when it connects again (signOutOnDisconnect off keeps it)", () =>
    Effect.gen(function* () {
      yield* connected()
      yield* signIn
      yield* disconnect()
      expect(((yield* stored("@appkit/siwx")) ?? []).length).toBe(1)
      yield* openModal()
      yield* connectWallet(WALLET_ID)
      expect(yield* views).toEqual(["Account"])
      expect(yield* eventNames).not.toContain("SIWX_AUTH_ERROR")
    }).pipe(Effect.provide(required({ signOutOnDisconnect: false }))))

  it.effect("an expired session does not count: in force at 59 999 ms, asked again at 60 000 ms on the next change", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      yield* signIn
      yield* TestClock.adjust(59_999)
      expect(yield* hasSession).toBe(true)
      yield* TestClock.adjust(1)
      expect(yield* hasSession).toBe(false)
      wallet.changeChain(137)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === polygon.caipNetworkId), "on Polygon")
      wallet.changeChain(1)
      yield* eventually(Effect.map(views, (shown) => shown.join() === "SIWXSignMessage"), "asked again")
      expect(yield* modalOpen).toBe(true)
    }).pipe(Effect.provide(required({ expiresInMs: 60_000 }))))

  it.effect("another account without a session is asked again; back to the signed-in one, nothing is asked", () =>
    Effect.gen(function* () {
      const wallet = yield* signingWallet({ accounts: [ALICE, BOB] })
      yield* connected(wallet)
      yield* signIn
      wallet.changeAccounts([BOB])
      yield* eventually(Effect.map(modalOpen, (open) => open), "asked for BOB")
      expect(yield* views).toEqual(["SIWXSignMessage"])
      expect((yield* accountOf())?.address).toBe(BOB)
      yield* signIn
      expect(((yield* stored("@appkit/siwx")) ?? []).map((s) => s.data.accountAddress)).toEqual([ALICE, BOB])
      wallet.changeAccounts([ALICE])
      yield* eventually(Effect.map(accountOf(), (account) => account?.address === ALICE), "ALICE again")
      yield* TestClock.adjust(1)
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required())))

  it.effect("a refused signature: 'Error signing message', SIWX_AUTH_ERROR, the view reopened when the modal was closed, nothing stored", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.fail("personal_sign", 4001, "User denied message signature.")
      const error = yield* Effect.flip(signIn)
      expect(error._tag).toBe("SignMessageFailed")
      expect((yield* snackbar)).toMatchObject({ open: true, message: "Error signing message", variant: "error" })
      expect(yield* eventNames).toContain("SIWX_AUTH_ERROR")
      expect(yield* stored("@appkit/siwx")).toBeUndefined()
      expect(yield* views).toEqual(["SIWXSignMessage"])
    }).pipe(Effect.provide(required())))

  it.effect("not required: a failure after the modal was closed reopens SIWXSignMessage", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      expect(yield* views).toEqual(["SIWXSignMessage"])
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
      wallet.fail("personal_sign", 4001, "User denied message signature.")
      yield* Effect.flip(signIn)
      expect(yield* modalOpen).toBe(true)
      expect(yield* views).toEqual(["SIWXSignMessage"])
    }).pipe(Effect.provide(evmEnv({ options: { siwx: localSiwx({ url: SITE }) } }).layer)))

  it.effect("a network picked in the network list, then the list goes back: the network without a session is asked after that", () =>
    Effect.gen(function* () {
      yield* connected()
      yield* signIn
      yield* openModal({ view: "Account" })
      yield* push("SwitchNetwork")
      yield* switchNetworkInWallet(polygon).pipe(Effect.zipRight(goBack))
      yield* eventually(Effect.map(views, (shown) => shown.join() === "SIWXSignMessage"), "asked on Polygon")
      expect(yield* modalOpen).toBe(true)
      expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
    }).pipe(Effect.provide(evmEnv({ options: { siwx: localSiwx({ url: SITE }) } }).layer)))

  it.effect("cancel, not required: CLICK_CANCEL_SIWX and the modal closes, still connected", () =>
    Effect.gen(function* () {
      yield* connected()
      expect(yield* cancelSignIn).toBe("Closed")
      expect(yield* modalOpen).toBe(false)
      expect((yield* accountOf())?.status).toBe("connected")
      expect(yield* eventNames).toContain("CLICK_CANCEL_SIWX")
    }).pipe(Effect.provide(evmEnv({ options: { siwx: localSiwx({ url: SITE }) } }).layer)))

  it.effect("cancel, required, no other network signed in: the wallet is disconnected", () =>
    Effect.gen(function* () {
      yield* connected()
      expect(yield* cancelSignIn).toBe("Disconnected")
      expect(yield* modalOpen).toBe(false)
      expect((yield* accountOf())?.caipAddress).toBeUndefined()
      expect(yield* eventNames).toEqual(expect.arrayContaining(["CLICK_CANCEL_SIWX", "DISCONNECT_SUCCESS"]))
    }).pipe(Effect.provide(required())))

  it.effect("cancel, required, signed in on Polygon earlier: the wallet moves back to Polygon and the modal closes", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeChain(137)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === polygon.caipNetworkId), "on Polygon")
      yield* signIn
      wallet.changeChain(1)
      yield* eventually(Effect.map(views, (shown) => shown.join() === "SIWXSignMessage"), "asked on Ethereum")
      expect((yield* networkOf())?.caipNetworkId).toBe(mainnet.caipNetworkId)
      expect(yield* cancelSignIn).toBe("Switched")
      expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
      expect((yield* accountOf())?.status).toBe("connected")
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required())))

  it.effect("disconnecting signs out: the local sessions are cleared (signOutOnDisconnect by default)", () =>
    Effect.gen(function* () {
      yield* connected()
      yield* signIn
      expect(((yield* stored("@appkit/siwx")) ?? []).length).toBe(1)
      yield* disconnect()
      expect(yield* stored("@appkit/siwx")).toBeUndefined()
    }).pipe(Effect.provide(required())))

  it.effect("a host store: createMessage, addSession and getSessions are the host's; a session it has is not asked for again", () =>
    Effect.gen(function* () {
      const host = memoryStore({ required: true })
      yield* Effect.gen(function* () {
        yield* connected()
        expect(yield* views).toEqual(["SIWXSignMessage"])
        yield* signIn
        expect(host.sessions()).toHaveLength(1)
        expect(host.sessions()[0]?.message).toContain("Nonce: abcdefgh1234")
        yield* openModal()
        expect(yield* views).toEqual(["Account"])
      }).pipe(Effect.provide(evmEnv({ options: { siwx: host.store } }).layer))
    }))

  it.effect("a host store that cannot be read: SIWX_AUTH_ERROR, disconnected, back to Connect, 'A problem occurred while trying initialize authentication'", () =>
    Effect.gen(function* () {
      const host = memoryStore({ required: true, failReads: true })
      yield* Effect.gen(function* () {
        yield* connected()
        expect(yield* views).toEqual(["Connect"])
        expect((yield* accountOf())?.caipAddress).toBeUndefined()
        expect(yield* eventNames).toContain("SIWX_AUTH_ERROR")
        expect(yield* snackbar).toMatchObject({ open: true, message: "A problem occurred while trying initialize authentication", variant: "error" })
      }).pipe(Effect.provide(evmEnv({ options: { siwx: host.store } }).layer))
    }))
})

