/** Bodies posted to the analytics endpoint (WIRE §3). */
import { describe, expect, it } from "vitest"
import { AnalyticsEventProps, AnalyticsRequestBody, TelemetryErrorBody, TrackEventBody } from "../../schemas/index.js"
import { accepts, decodeOk } from "./messages.js"

const envelope = { eventId: "3b241101-e2bb-4255-8caf-4136c566a962", url: "https://app.example.com/swap", domain: "app.example.com", timestamp: 1733456789012 }

describe("track events", () => {
  it("decodes events with and without properties", () => {
    expect(decodeOk(TrackEventBody, { ...envelope, props: { type: "track", event: "CLICK_ALL_WALLETS" } }).props.event).toBe("CLICK_ALL_WALLETS")
    const connect = { type: "track", event: "CONNECT_SUCCESS", address: "0xab16", properties: { method: "browser", name: "MetaMask", caipNetworkId: "eip155:1" } }
    expect(decodeOk(TrackEventBody, { ...envelope, props: connect }).props).toEqual(connect)
  })
  it("checks the properties of each event", () => {
    const swap = {
      type: "track",
      event: "SWAP_ERROR",
      properties: { isSmartAccount: false, network: "eip155:1", swapFromToken: "USDC", swapToToken: "ETH", swapFromAmount: "10", swapToAmount: "0.003", message: "slippage" }
    }
    expect(accepts(TrackEventBody, { ...envelope, props: swap })).toBe(true)
    const { message: _message, ...withoutMessage } = swap.properties
    expect(accepts(TrackEventBody, { ...envelope, props: { ...swap, properties: withoutMessage } })).toBe(false)
    expect(accepts(TrackEventBody, { ...envelope, props: { type: "track", event: "SELECT_WALLET", properties: { name: "x", platform: "tv" } } })).toBe(false)
    expect(accepts(TrackEventBody, { ...envelope, props: { type: "track", event: "SOCIAL_LOGIN_STARTED", properties: { provider: "farcaster" } } })).toBe(true)
    expect(accepts(TrackEventBody, { ...envelope, props: { type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: "all" } } })).toBe(true)
  })
  it("decodes the init event with the host's options", () => {
    const props = { type: "track", event: "INITIALIZE", properties: { networks: [1, "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], projectId: "p1", features: { email: true } } }
    expect(decodeOk(AnalyticsEventProps, props)).toEqual(props)
  })
  it("decodes the one catalogued error-typed event", () => {
    expect(accepts(AnalyticsEventProps, { type: "error", event: "INTERNAL_SDK_ERROR", properties: { errorType: "Error", uncaught: true } })).toBe(true)
    expect(accepts(AnalyticsEventProps, { type: "track", event: "INTERNAL_SDK_ERROR", properties: {} })).toBe(false)
  })
  it("rejects unknown events and a string timestamp", () => {
    expect(accepts(TrackEventBody, { ...envelope, props: { type: "track", event: "CLICK_EVERYTHING" } })).toBe(false)
    expect(accepts(TrackEventBody, { ...envelope, timestamp: "2025-01-01T00:00:00Z", props: { type: "track", event: "EMAIL_EDIT" } })).toBe(false)
  })
})

describe("telemetry errors", () => {
  const report = {
    ...envelope,
    timestamp: "2025-01-01T00:00:00.000Z",
    props: { type: "error", event: "API_ERROR", errorType: "HttpError", errorMessage: "HTTP status code: 500", stackTrace: "at fetch" }
  }
  it("decodes a report with an ISO timestamp", () => {
    expect(decodeOk(TelemetryErrorBody, report)).toEqual(report)
    expect(accepts(TelemetryErrorBody, { ...report, props: { ...report.props, event: "UI_ERROR" } })).toBe(false)
  })
  it("tells the two bodies apart by their timestamps", () => {
    expect(decodeOk(AnalyticsRequestBody, report)).toEqual(report)
    expect(accepts(AnalyticsRequestBody, { ...envelope, props: { type: "track", event: "MODAL_OPEN", properties: { connected: false } } })).toBe(true)
  })
})
