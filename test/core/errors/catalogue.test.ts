import { describe, expect, it } from "vitest"
import * as Errors from "../../../core/errors/index.js"
import { catalogue, messageOf } from "../../../core/errors/index.js"

describe("error catalogue", () => {
  it("has the spec's words for the user-facing messages", () => {
    const cases: ReadonlyArray<readonly [Errors.DoorwayError, string]> = [
      [new Errors.TokenBalanceUnavailable({}), "Token Balance Unavailable"],
      [new Errors.GasPriceNetworkUnsupported(), "Network not supported for Gas Price"],
      [new Errors.SwapNetworkUnsupported(), "Network not supported for Swaps"],
      [new Errors.ModalClosed(), "Modal closed"],
      [new Errors.PopupClosed(), "Popup closed"],
      [new Errors.ConnectFailed({}), "Failed to connect"],
      [new Errors.SocialConnectionFailed({}), "Failed to initiate social connection"],
      [new Errors.FarcasterConnectFailed({}), "Failed to connect to farcaster"],
      [new Errors.ConnectionRejected(), "Connection rejected"],
      [new Errors.NoAuthConnector(), "No auth connector found"],
      [new Errors.NotConnectedToEmailOrSocial(), "Not connected to email or social"],
      [new Errors.DisconnectFailed({}), "Failed to disconnect"],
      [new Errors.InvalidConnectionStatus({ status: "weird" }), "Invalid connection status"],
      [new Errors.NoConnectorForConnection({ connectorId: "x" }), "No connector found for connection"],
      [new Errors.FetchTransactionsFailed({}), "Failed to fetch transactions"],
      [new Errors.SignMessageFailed({}), "Error signing message"],
      [new Errors.AuthInitializationFailed({}), "A problem occurred while trying initialize authentication"],
      [new Errors.MultiWalletDisabled(), "Multi-wallet support is not enabled and must be enabled in the project configuration."],
      [new Errors.FrameError({}), "An error occurred"],
      [new Errors.FrameError({ reason: "Invalid OTP" }), "Invalid OTP"],
      [new Errors.RequestAborted(), "Request was aborted"],
      [new Errors.SomethingWentWrong(), "Something went wrong"],
      [new Errors.FrameLoadFailed(), "Unable to load email login dependency"],
      [new Errors.SiwxNotEnabled(), "SIWX is not enabled"],
      [new Errors.NoActiveCaipAddress(), "No ActiveCaipAddress found"],
      [new Errors.NoActiveCaipNetwork(), "No ActiveCaipNetwork or client found"],
      [new Errors.ProviderNotConnected(), "Please call connect() before request()"],
      [new Errors.InvalidCaipNetworkId({ value: "x" }), "Invalid CAIP-2 network id"],
      [new Errors.InvalidCaipAddress({ value: "x" }), "Invalid CAIP-10 address"],
      [new Errors.RecordRecentlyDeleted({ topic: "t" }), "Record was recently deleted"],
      [new Errors.NetworkNotFound({}), "Network not found"],
      [new Errors.RegisterNameFailed({ name: "alice" }), "Error registering name alice"],
      [new Errors.SiweAndSiwxBothSet(), "Cannot set both siweConfig and siwx options"],
      [new Errors.UnsupportedChain({ chainNamespace: "cosmos" }), "Unsupported chain"],
      [new Errors.SendAmountAndReceiverRequired(), "An amount and receiver address are required"],
      [new Errors.SendTokenRequired(), "A token is required"],
      [new Errors.RpcMethodNotAllowed({ method: "eth_sign" }), "Requested RPC call is not allowed"],
      [new Errors.MissingCapabilitiesAddress(), "Missing address parameter in wallet_getCapabilities request"],
      [new Errors.HttpStatusError({ status: 503, url: "http://127.0.0.1/x" }), "HTTP status code: 503"]
    ]
    for (const [error, text] of cases) expect(messageOf(error)).toBe(text)
  })

  it("says how long to wait, rounded up, when email codes are throttled", () => {
    expect(messageOf(new Errors.EmailThrottled({ remainingMs: 29_001 }))).toBe("Please try again after 30 seconds")
    expect(messageOf(new Errors.EmailThrottled({ remainingMs: 1 }))).toBe("Please try again after 1 seconds")
  })

  it("takes the detail of a chain disconnect failure from the first reason's description", () => {
    const reasons = [
      { chainNamespace: "eip155", description: "wallet locked" },
      { chainNamespace: "solana", description: "no answer" }
    ]
    expect(messageOf(new Errors.DisconnectChainsFailed({ reasons }))).toBe("Failed to disconnect chains: wallet locked")
    expect(messageOf(new Errors.DisconnectChainsFailed({ reasons: [{ chainNamespace: "eip155" }, ...reasons] }))).toBe(
      "Failed to disconnect chains"
    )
    expect(messageOf(new Errors.DisconnectChainsFailed({ reasons: [] }))).toBe("Failed to disconnect chains")
  })

  it("names the chain that could not be switched to", () => {
    expect(messageOf(new Errors.SwitchChainNotApproved({ chainId: "eip155:137" }))).toBe(
      "Failed to switch to chain eip155:137. The chain is not approved or the wallet does not support wallet_switchEthereumChain method."
    )
  })

  it("has a text for every alert error and every _tag it lists", () => {
    for (const tag of Object.keys(catalogue)) expect(typeof catalogue[tag as keyof typeof catalogue]).toBe("function")
    for (const tag of Object.keys(Errors.alertDescriptions)) expect(tag in catalogue).toBe(true)
  })
})
