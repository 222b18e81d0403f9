import { describe, expect, it } from "@effect/vitest"
import { APPKIT_VIEWS, viewNameOf } from "../../../core/router/AppKitViewName.js"

describe("AppKit's public view names", () => {
  it("are AppKit 1.7's names, each on the spec view it shows (undefined: none in the spec)", () => {
    expect(APPKIT_VIEWS).toEqual({
      Connect: "Connect",
      Account: "Account",
      AllWallets: "AllWallets",
      Networks: "SwitchNetwork",
      ProfileWallets: "ProfileWallets",
      ConnectingWalletConnectBasic: "ConnectingWalletConnectBasic",
      ApproveTransaction: "ApproveTransaction",
      Swap: "Swap",
      WhatIsAWallet: undefined,
      WhatIsANetwork: undefined,
      OnRampProviders: undefined,
      WalletSend: "WalletSend"
    })
  })

  it("viewNameOf maps an AppKit name, keeps a spec name, and knows no other", () => {
    expect(viewNameOf("Networks")).toBe("SwitchNetwork")
    expect(viewNameOf("Connect")).toBe("Connect")
    expect(viewNameOf("SwitchNetwork")).toBe("SwitchNetwork")
    expect(viewNameOf("Alert")).toBe("Alert")
    expect(viewNameOf("WhatIsAWallet")).toBeUndefined()
    expect(viewNameOf("Settings")).toBeUndefined()
    expect(viewNameOf("toString")).toBeUndefined()
    expect(viewNameOf(42)).toBeUndefined()
  })
})
