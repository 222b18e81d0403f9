/** Payloads of the wallet catalogue / project API (WIRE §2) and the sign-in service (§2.6). */
import { describe, expect, it } from "vitest"
import {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  GetWalletsQuery,
  GetWalletsResponse,
  ProjectConfigResponse,
  SiwxAuthenticateRequest,
  SiwxNonceResponse,
  SiwxSessionAccount
} from "../../schemas/index.js"
import { accepts, decodeOk } from "./messages.js"

const wallet = {
  id: "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96",
  name: "MetaMask",
  homepage: "https://metamask.io/",
  image_id: "018b2d52-10e6-4158-1fc3-a5d5fcb6a800",
  order: 10,
  mobile_link: "metamask://",
  desktop_link: null,
  webapp_link: null,
  app_store: "https://apps.apple.com/app/metamask/id1438144202",
  play_store: null,
  rdns: "io.metamask",
  chains: ["eip155:1", "eip155:137"],
  injected: [{ namespace: "eip155", injected_id: "isMetaMask" }],
  badge_type: "certified",
  supports_sign: true
}

describe("GET /getWallets", () => {
  it("decodes a page of wallets, ignoring fields it does not know", () => {
    const page = decodeOk(GetWalletsResponse, { data: [wallet, { id: "f".repeat(64), name: "Minimal" }], count: 412 })
    expect(page.count).toBe(412)
    expect(page.data[0]?.rdns).toBe("io.metamask")
    expect(page.data[0]).not.toHaveProperty("supports_sign")
    expect(page.data[1]).toEqual({ id: "f".repeat(64), name: "Minimal" })
  })
  it("accepts null injected lists and rejects an unknown badge", () => {
    expect(accepts(GetWalletsResponse, { data: [{ ...wallet, injected: null }], count: 1 })).toBe(true)
    expect(accepts(GetWalletsResponse, { data: [{ ...wallet, badge_type: "gold" }], count: 1 })).toBe(false)
  })
  it("decodes the query with its optional filters", () => {
    const query = { projectId: "p1", st: "appkit", sv: "html-core-1.7.16", page: "1", entries: "40", chains: "eip155:1,eip155:137", badge_type: "none" }
    expect(decodeOk(GetWalletsQuery, query)).toEqual(query)
    expect(accepts(GetWalletsQuery, { ...query, entries: 40 })).toBe(false)
  })
})

describe("GET /appkit/v1/config", () => {
  it("decodes feature switches, null and list configs alike", () => {
    const body = {
      features: [
        { id: "social_login", isEnabled: true, config: ["email", "google", "x", "farcaster"] },
        { id: "swap", isEnabled: true, config: ["1inch"] },
        { id: "onramp", isEnabled: false, config: null },
        { id: "activity", isEnabled: true, config: [] },
        { id: "reown_branding", isEnabled: false, config: [] },
        { id: "multi_wallet", isEnabled: false, config: null }
      ]
    }
    expect(decodeOk(ProjectConfigResponse, body).features).toHaveLength(6)
  })
  it("decodes a body without features (the caller falls back to local options)", () => {
    expect(decodeOk(ProjectConfigResponse, {})).toEqual({})
  })
  it("keeps a feature it does not know and an entry without a list, so neither hides the others", () => {
    const body = { features: [{ id: "dark_mode", isEnabled: true, config: null }, { id: "activity", isEnabled: true }] }
    expect(decodeOk(ProjectConfigResponse, body).features).toHaveLength(2)
  })
  it("rejects a non-boolean switch", () => {
    expect(accepts(ProjectConfigResponse, { features: [{ id: "swap", isEnabled: "yes", config: null }] })).toBe(false)
  })
})

describe("origins and analytics config", () => {
  it("decodes allowed origins, an empty list, and a body without the list", () => {
    expect(decodeOk(AllowedOriginsResponse, { allowedOrigins: ["https://app.example.com", "https://*.example.org"] }).allowedOrigins).toHaveLength(2)
    expect(decodeOk(AllowedOriginsResponse, { allowedOrigins: [] }).allowedOrigins).toEqual([])
    expect(decodeOk(AllowedOriginsResponse, { message: "not configured" }).allowedOrigins).toBeUndefined()
  })
  it("decodes the analytics switch", () => {
    expect(decodeOk(AnalyticsConfigResponse, { isAnalyticsEnabled: false }).isAnalyticsEnabled).toBe(false)
    expect(accepts(AnalyticsConfigResponse, { isAnalyticsEnabled: "false" })).toBe(false)
  })
})

describe("sign-in service", () => {
  const data = {
    accountAddress: "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb",
    chainId: "eip155:1",
    domain: "app.example.com",
    uri: "https://app.example.com",
    version: "1",
    nonce: "8f1c2a",
    issuedAt: "2025-01-01T00:00:00.000Z",
    resources: ["urn:recap:eyJ9"]
  }
  it("decodes nonce, authenticate body and session account", () => {
    expect(decodeOk(SiwxNonceResponse, { nonce: "8f1c2a", token: "eyJ.a.b" }).nonce).toBe("8f1c2a")
    const body = { data, message: "app.example.com wants you to sign in…", signature: "0xsig", clientId: null, walletInfo: { type: "social", social: "google", identifier: "a@b.co" } }
    expect(decodeOk(SiwxAuthenticateRequest, body).walletInfo).toEqual({ type: "social", social: "google", identifier: "a@b.co" })
    expect(accepts(SiwxAuthenticateRequest, { ...body, walletInfo: { type: "social" } })).toBe(false)
    const account = {
      aud: "https://app.example.com",
      iss: "reown",
      exp: 1900000000,
      projectIdKey: "p1",
      sub: "did:pkh:eip155:1:0xab16",
      address: data.accountAddress,
      chainId: 1,
      chainIdNamespace: "eip155",
      caip2Network: "eip155:1",
      uri: data.uri,
      domain: data.domain,
      projectUuid: "u1",
      profileUuid: "u2",
      nonce: data.nonce
    }
    expect(decodeOk(SiwxSessionAccount, account).chainId).toBe(1)
  })
  it("rejects message data whose chain is not a CAIP-2 id", () => {
    expect(accepts(SiwxAuthenticateRequest, { data: { ...data, chainId: "1" }, message: "m", signature: "s" })).toBe(false)
  })
})
