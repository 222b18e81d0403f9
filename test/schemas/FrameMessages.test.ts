/** The embedded-wallet frame protocol (WIRE §4.3–4.5), both directions. */
import { Schema } from "effect"
import type { SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { AppEvent, FrameEvent, FrameRpcRequest, SUPPORTED_RPC_METHODS, replyTypes } from "../../schemas/index.js"
import { accepts, decodeOk } from "./messages.js"

/** The `type` literal of each member of a SafeUnion (a declaration over the plain union). */
const typesOf = (schema: Schema.Schema.Any): ReadonlyArray<string> => {
  const declaration = schema.ast as SchemaAST.Declaration
  const union = declaration.typeParameters[0] as SchemaAST.Union
  return union.types.map((member) => {
    const type = (member as SchemaAST.TypeLiteral).propertySignatures.find((signature) => signature.name === "type")?.type
    return String((type as SchemaAST.Literal).literal)
  })
}

const appTypes = typesOf(AppEvent)
const frameTypes = typesOf(FrameEvent)
const siwxMessage = {
  accountAddress: "<<AccountAddress>>",
  chainId: "eip155:1",
  domain: "app.example.com",
  uri: "https://app.example.com",
  version: "1",
  nonce: "n0nce",
  serializedMessage: "app.example.com wants you to sign in with your Ethereum account:…"
}

describe("app → frame events", () => {
  it("decodes the login sequence", () => {
    expect(decodeOk(AppEvent, { type: "@w3m-app/CONNECT_EMAIL", id: "k2j4", payload: { email: "a@b.co" } })).toEqual({
      type: "@w3m-app/CONNECT_EMAIL",
      id: "k2j4",
      payload: { email: "a@b.co" }
    })
    expect(accepts(AppEvent, { type: "@w3m-app/CONNECT_DEVICE", id: "k2j5" })).toBe(true)
    expect(accepts(AppEvent, { type: "@w3m-app/CONNECT_OTP", id: "k2j6", payload: { otp: "123456" } })).toBe(true)
    expect(accepts(AppEvent, { type: "@w3m-app/GET_USER", id: "k2j7", payload: { chainId: 1, preferredAccountType: "smartAccount", rpcUrl: "http://127.0.0.1:8545" } })).toBe(true)
    expect(accepts(AppEvent, { type: "@w3m-app/GET_USER", id: "k2j8" })).toBe(true)
  })
  it("rejects an invalid email and a missing payload", () => {
    expect(accepts(AppEvent, { type: "@w3m-app/CONNECT_EMAIL", id: "1", payload: { email: "nope" } })).toBe(false)
    expect(accepts(AppEvent, { type: "@w3m-app/CONNECT_EMAIL", id: "1" })).toBe(false)
    expect(accepts(AppEvent, { type: "@w3m-app/UPDATE_EMAIL", id: "1", payload: { email: "new@" } })).toBe(false)
  })
  it("decodes social, theme and dapp data events", () => {
    expect(accepts(AppEvent, { type: "@w3m-app/GET_SOCIAL_REDIRECT_URI", id: "1", payload: { provider: "discord" } })).toBe(true)
    expect(accepts(AppEvent, { type: "@w3m-app/GET_SOCIAL_REDIRECT_URI", id: "1", payload: { provider: "farcaster" } })).toBe(false)
    expect(
      accepts(AppEvent, { type: "@w3m-app/CONNECT_SOCIAL", id: "1", payload: { uri: "https://secure.example/result?code=1", chainId: "eip155:1", siwxMessage } })
    ).toBe(true)
    expect(
      accepts(AppEvent, {
        type: "@w3m-app/SYNC_THEME",
        id: "1",
        payload: { themeMode: "dark", themeVariables: { "--w3m-z-index": 999 }, w3mThemeVariables: { "--w3m-accent": "#fff" } }
      })
    ).toBe(true)
    expect(accepts(AppEvent, { type: "@w3m-app/SYNC_THEME", id: "1", payload: { themeMode: "sepia" } })).toBe(false)
    expect(
      accepts(AppEvent, {
        type: "@w3m-app/SYNC_DAPP_DATA",
        id: "1",
        payload: { metadata: { name: "Demo", description: "d", url: "https://app.example.com", icons: [] }, sdkVersion: "html-core-1.7.16", sdkType: "appkit", projectId: "p1" }
      })
    ).toBe(true)
  })
  it("strips payload keys the protocol does not declare", () => {
    const decoded = decodeOk(AppEvent, { type: "@w3m-app/CONNECT_OTP", id: "1", payload: { otp: "1", extra: true }, origin: "x" })
    expect(decoded).toEqual({ type: "@w3m-app/CONNECT_OTP", id: "1", payload: { otp: "1" } })
  })
  it("rejects unknown types", () => {
    expect(accepts(AppEvent, { type: "@w3m-app/AWAIT_UPDATE_EMAIL", id: "1" })).toBe(false)
    expect(accepts(AppEvent, { type: "@w3m-frame/READY" })).toBe(false)
  })
})

describe("RPC request payload", () => {
  const rpc = (payload: unknown) => ({ type: "@w3m-app/RPC_REQUEST", id: "r1", payload })

  it("decodes EVM requests with and without params, with routing fields", () => {
    expect(accepts(AppEvent, rpc({ method: "eth_accounts", chainNamespace: "eip155", chainId: 1 }))).toBe(true)
    expect(accepts(AppEvent, rpc({ method: "personal_sign", params: ["0x68656c6c6f", "0xab16"], chainId: "eip155:1", rpcUrl: "http://127.0.0.1:8545" }))).toBe(true)
    expect(accepts(AppEvent, rpc({ method: "eth_sendTransaction", params: [{ to: "0x01", value: "0x1" }] }))).toBe(true)
    expect(accepts(AppEvent, rpc({ method: "personal_sign" }))).toBe(false)
  })
  it("decodes Solana requests", () => {
    expect(accepts(FrameRpcRequest, { method: "solana_signMessage", params: { message: "aGk=", pubkey: "9xQe…" }, chainNamespace: "solana" })).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "solana_signAllTransactions", params: { transactions: ["AQ==", "Ag=="] } })).toBe(true)
    expect(
      accepts(FrameRpcRequest, {
        method: "solana_signAndSendTransaction",
        params: { transaction: "AQ==", options: { skipPreflight: true, preflightCommitment: "confirmed", maxRetries: 3 } }
      })
    ).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "solana_signAndSendTransaction", params: { transaction: "AQ==", options: { preflightCommitment: "soon" } } })).toBe(
      false
    )
  })
  it("applies the wallet_sendCalls rule", () => {
    const calls = [{ to: "0x0000000000000000000000000000000000000001", data: "0xa9059cbb" }]
    expect(accepts(FrameRpcRequest, { method: "wallet_sendCalls", params: [{ version: "1.0", chainId: "0x1", calls }] })).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "wallet_sendCalls", params: [{ calls: [{ to: "vitalik.eth" }] }] })).toBe(false)
    expect(accepts(FrameRpcRequest, { method: "wallet_sendCalls", params: [{ calls: [{ to: "0x01", data: "deadbeef" }] }] })).toBe(false)
  })
  it("decodes the other wallet_ methods", () => {
    expect(accepts(FrameRpcRequest, { method: "wallet_getCallsStatus", params: ["0xbatch"] })).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "wallet_getCapabilities" })).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "wallet_getCapabilities", params: ["0xab16", 1] })).toBe(true)
    expect(accepts(FrameRpcRequest, { method: "wallet_getAssets", params: { account: "0xab16", chainFilter: ["0x1"] } })).toBe(true)
  })
  it("rejects methods outside the whitelist", () => {
    expect(SUPPORTED_RPC_METHODS).not.toContain("eth_sign")
    expect(accepts(FrameRpcRequest, { method: "eth_sign", params: ["0xab16", "0x00"] })).toBe(false)
    expect(accepts(FrameRpcRequest, { method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })).toBe(false)
  })
  it("accepts every whitelisted method with suitable params", () => {
    const params: Record<string, unknown> = {
      solana_signMessage: { message: "m", pubkey: "p" },
      solana_signTransaction: { transaction: "t" },
      solana_signAllTransactions: { transactions: [] },
      solana_signAndSendTransaction: { transaction: "t" },
      wallet_sendCalls: [],
      wallet_getCallsStatus: []
    }
    for (const method of SUPPORTED_RPC_METHODS) {
      expect(accepts(FrameRpcRequest, { method, params: params[method] ?? [] }), method).toBe(true)
    }
  })
})

describe("frame → app events", () => {
  it("decodes READY with or without a version", () => {
    expect(accepts(FrameEvent, { type: "@w3m-frame/READY", payload: { version: "4" } })).toBe(true)
    expect(accepts(FrameEvent, { type: "@w3m-frame/READY" })).toBe(true)
  })
  it("decodes each next action of CONNECT_EMAIL and UPDATE_EMAIL", () => {
    for (const action of ["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"]) {
      expect(accepts(FrameEvent, { type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: "1", payload: { action } })).toBe(true)
    }
    expect(accepts(FrameEvent, { type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: "1", payload: { action: "VERIFY_PRIMARY_OTP" } })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-frame/UPDATE_EMAIL_SUCCESS", id: "1", payload: { action: "VERIFY_SECONDARY_OTP" } })).toBe(true)
    expect(accepts(FrameEvent, { type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS", id: "1", payload: { newEmail: "new@b.co" } })).toBe(true)
    expect(accepts(FrameEvent, { type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS", id: "1", payload: { newEmail: "new" } })).toBe(false)
  })
  it("decodes the user, with a valid or null email, accounts and a signed sign-in message", () => {
    const user = {
      email: "a@b.co",
      address: "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb",
      chainId: 1,
      smartAccountDeployed: false,
      accounts: [
        { address: "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb", type: "eoa" },
        { address: "0x5a7b", type: "smartAccount" }
      ],
      preferredAccountType: "eoa",
      signature: "0xsig",
      message: "signed text",
      siwxMessage
    }
    const decoded = decodeOk(FrameEvent, { type: "@w3m-frame/GET_USER_SUCCESS", id: "1", payload: user })
    expect(decoded).toEqual({ type: "@w3m-frame/GET_USER_SUCCESS", id: "1", payload: user })
    expect(accepts(FrameEvent, { type: "@w3m-frame/GET_USER_SUCCESS", id: "1", payload: { ...user, email: null } })).toBe(true)
    expect(accepts(FrameEvent, { type: "@w3m-frame/GET_USER_SUCCESS", id: "1", payload: { ...user, email: "not-an-email" } })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-frame/GET_USER_SUCCESS", id: "1", payload: { ...user, accounts: [{ address: "0x1", type: "payment" }] } })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS", id: "1", payload: { address: "0x1", chainId: "1", userName: null, email: "x" } })).toBe(
      true
    )
  })
  it("passes any RPC result through", () => {
    for (const result of ["0x" + "ab".repeat(65), null, { status: "0x1" }, [1, 2], true]) {
      expect(decodeOk(FrameEvent, { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: "1", payload: result })).toEqual({
        type: "@w3m-frame/RPC_REQUEST_SUCCESS",
        id: "1",
        payload: result
      })
    }
  })
  it("drops RPC_ABORT replies and unknown types", () => {
    expect(accepts(FrameEvent, { type: "@w3m-frame/RPC_ABORT_SUCCESS", id: "1" })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-frame/RPC_ABORT_ERROR", id: "1", payload: { message: "x" } })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS", id: "1" })).toBe(false)
    expect(accepts(FrameEvent, { type: "@w3m-app/READY" })).toBe(false)
  })
  it("requires {message: string} on every _ERROR event", () => {
    const errors = frameTypes.filter((type) => type.endsWith("_ERROR"))
    expect(errors.length).toBeGreaterThanOrEqual(21)
    for (const type of errors) {
      expect(decodeOk(FrameEvent, { type, id: "e1", payload: { message: "User rejected" } })).toEqual({ type, id: "e1", payload: { message: "User rejected" } })
      expect(accepts(FrameEvent, { type, id: "e1" }), type).toBe(false)
      expect(accepts(FrameEvent, { type, id: "e1", payload: { message: 1 } }), type).toBe(false)
    }
  })
})

describe("replies", () => {
  it("every app event that expects a reply has an _ERROR event, and a _SUCCESS unless the protocol has none", () => {
    const noReply = new Set(["@w3m-app/RPC_ABORT"])
    const noSuccess = new Set(["@w3m-app/INIT_SMART_ACCOUNT"])
    for (const type of appTypes) {
      if (noReply.has(type)) continue
      const { success, error } = replyTypes(type.slice("@w3m-app/".length))
      expect(frameTypes, error).toContain(error)
      if (!noSuccess.has(type)) expect(frameTypes, success).toContain(success)
    }
  })
  it("ids are optional and kept when present", () => {
    expect(decodeOk(FrameEvent, { type: "@w3m-frame/SIGN_OUT_SUCCESS" })).toEqual({ type: "@w3m-frame/SIGN_OUT_SUCCESS" })
    expect(accepts(FrameEvent, { type: "@w3m-frame/SIGN_OUT_SUCCESS", id: 7 })).toBe(false)
  })
  it("encodes what it decodes", () => {
    const event = { type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: "1", payload: { isConnected: true } } as const
    expect(Schema.encodeSync(FrameEvent)(event)).toEqual(event)
  })
})
