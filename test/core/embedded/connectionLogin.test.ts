/**
 * How the embedded wallet's connection names its login (WIRE §5 `auth`, as AppKit keeps it: the
 * social provider as `name`, the account name or email as `username`), how a kept connection's
 * login is read back to run it again (SPEC §4), only when the modal's own rules take it (SPEC §5),
 * and what the wallet list shows for it. A wallet's events keep the name on the connection.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { applyConnection } from "../../../core/connection/applyConnection.js"
import { connectionAuthOf, connectionLoginLabel, connectionLoginOf } from "../../../core/embedded/connectionLogin.js"
import { nameLoginOnConnections } from "../../../core/embedded/nameLoginOnConnections.js"
import { reloginOf } from "../../../core/connection/multiWallet/reloginOf.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { Network } from "../../../schemas/Network.js"
import { AUTH } from "../../layers/embedded/embeddedKindEnv.js"
import { ALICE, BOB, connectorsState, evmEnv, setMultiWallet } from "../connection/evmTestEnv.js"

const CAROL = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"

const kept = (auth?: Connection["auth"]): Connection => ({ connectorId: "ID_AUTH", accounts: [{ address: ALICE }], ...(auth === undefined ? {} : { auth }) })

describe("connectionAuthOf", () => {
  it("a social or Farcaster login: the provider and its account name, else the email", () => {
    expect(connectionAuthOf({ provider: "google", email: "a@b.co", username: "ada" })).toEqual({ name: "google", username: "ada" })
    expect(connectionAuthOf({ provider: "apple", email: "a@b.co", username: null })).toEqual({ name: "apple", username: "a@b.co" })
    expect(connectionAuthOf({ provider: "farcaster", email: null, username: "" })).toEqual({ name: "farcaster" })
  })

  it("an email login: its email alone; a cache naming no login: nothing", () => {
    expect(connectionAuthOf({ provider: undefined, email: "a@b.co", username: "ada" })).toEqual({ username: "a@b.co" })
    expect(connectionAuthOf({ provider: undefined, email: null, username: null })).toBeUndefined()
    expect(connectionAuthOf({ provider: undefined, email: "", username: "ada" })).toBeUndefined()
  })
})

describe("connectionLoginOf", () => {
  it("reads a social provider (Farcaster included) or a valid email", () => {
    expect(connectionLoginOf(kept({ name: "discord", username: "ada0" }))).toEqual(Option.some({ _tag: "Social", provider: "discord" }))
    expect(connectionLoginOf(kept({ name: "farcaster" }))).toEqual(Option.some({ _tag: "Social", provider: "farcaster" }))
    expect(connectionLoginOf(kept({ username: "a@b.co" }))).toEqual(Option.some({ _tag: "Email", email: "a@b.co" }))
  })

  it("takes nothing the modal's rules refuse: an unknown provider, a name that is no email, markup, 10,000 characters", () => {
    for (const auth of [
      undefined,
      { name: "myspace", username: "a@b.co" },
      { name: "Google" },
      { username: "ada" },
      { username: "<b>a</b>@x.com" },
      { username: `${"a".repeat(9_994)}@x.com` }
    ]) {
      expect(connectionLoginOf(kept(auth))).toEqual(Option.none())
    }
  })
})

describe("reloginOf", () => {
  it("a wallet in the page is asked again, WalletConnect paired again, the embedded wallet logged in as its connection names", () => {
    expect(reloginOf({ type: "ANNOUNCED" }, kept())).toEqual({ _tag: "Wallet" })
    expect(reloginOf({ type: "INJECTED" }, kept())).toEqual({ _tag: "Wallet" })
    expect(reloginOf({ type: "WALLET_CONNECT" }, kept())).toEqual({ _tag: "Pairing" })
    expect(reloginOf({ type: "AUTH" }, kept({ name: "x" }))).toEqual({ _tag: "Social", provider: "x" })
    expect(reloginOf({ type: "AUTH" }, kept({ username: "a@b.co" }))).toEqual({ _tag: "Email", email: "a@b.co" })
    expect(reloginOf({ type: "AUTH" }, kept())).toEqual({ _tag: "ChooseLogin" })
  })
})

describe("connectionLoginLabel", () => {
  it("the account name (a Discord name without its trailing 0), else the email, cut after 30 characters", () => {
    expect(connectionLoginLabel(kept({ name: "discord", username: "ada0" }))).toBe("ada")
    expect(connectionLoginLabel(kept({ name: "github", username: "ada0" }))).toBe("ada0")
    expect(connectionLoginLabel(kept({ username: "a.very.long.name.indeed@example-company.com" }))).toBe("a.very.long.name.indeed@exampl\u2026")
    expect(connectionLoginLabel(kept({ name: "google" }))).toBeUndefined()
    expect(connectionLoginLabel(kept())).toBeUndefined()
  })
})

describe("the login on a connection the wallet answers again", () => {
  const answer = (accounts: readonly [string, ...Array<string>], network: Network = mainnet) => applyConnection({ connector: AUTH, accounts, network })
  const authOnConnection = Effect.map(connectorsState, (state) => state.connections.eip155?.[0]?.auth)

  it.effect("stays while one of its accounts answers (another chain, another account first), goes with another account", () =>
    Effect.gen(function* () {
      yield* setMultiWallet(true)
      yield* answer([ALICE])
      yield* nameLoginOnConnections(["eip155"], { name: "google", username: "ada" })
      expect(yield* authOnConnection).toEqual({ name: "google", username: "ada" })
      yield* answer([ALICE], polygon)
      yield* answer([BOB, ALICE])
      expect(yield* authOnConnection).toEqual({ name: "google", username: "ada" })
      yield* answer([CAROL])
      expect(yield* authOnConnection).toBeUndefined()
    }).pipe(Effect.provide(evmEnv().layer)))
})
