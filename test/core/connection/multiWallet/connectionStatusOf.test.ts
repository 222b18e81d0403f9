import { describe, expect, it } from "@effect/vitest"
import { connectionStatusOf, isConnectionStatus } from "../../../../core/connection/multiWallet/connectionStatusOf.js"
import { connection } from "./multiWalletEnv.js"

const state = {
  activeConnectorIds: { eip155: "io.metamask" },
  connections: { eip155: [connection("io.metamask"), connection("com.coinbase.wallet")] }
}

describe("connectionStatusOf", () => {
  it("the namespace's active wallet is connected, any case of its id", () => {
    expect(connectionStatusOf(state, connection("io.metamask"), "eip155")).toBe("connected")
    expect(connectionStatusOf(state, connection("IO.MetaMask"), "eip155")).toBe("connected")
  })

  it("a wallet connected alongside it is active", () => {
    expect(connectionStatusOf(state, connection("com.coinbase.wallet"), "eip155")).toBe("active")
  })

  it("a wallet not connected now is disconnected, as is any wallet of another namespace", () => {
    expect(connectionStatusOf(state, connection("app.phantom"), "eip155")).toBe("disconnected")
    expect(connectionStatusOf(state, connection("io.metamask"), "solana")).toBe("disconnected")
  })

  it("knows exactly three statuses", () => {
    expect(["connected", "active", "disconnected"].every(isConnectionStatus)).toBe(true)
    expect(["connecting", "reconnecting", "", "Connected"].some(isConnectionStatus)).toBe(false)
  })
})
