import { describe, expect, it } from "vitest"
import { balanceStatus } from "../../../core/account/balanceStatus.js"
import type { AccountState } from "../../../schemas/Account.js"
import type { CaipAddress } from "../../../schemas/Caip.js"

const caipAddress = "eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as CaipAddress
const account = (fields: Partial<AccountState> = {}): AccountState => ({
  caipAddress,
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  currentTab: 0,
  addressLabels: {},
  ...fields
})

describe("balanceStatus", () => {
  it("is the balance read, with its symbol", () => {
    expect(balanceStatus(account({ balance: "1.5", balanceSymbol: "ETH" }), new Map())).toEqual({ _tag: "Known", balance: "1.5", symbol: "ETH" })
  })

  it("is loading before the balance is read", () => {
    expect(balanceStatus(account(), new Map())).toEqual({ _tag: "Loading" })
  })

  it("is unavailable, not zero, once the account's read failed", () => {
    expect(balanceStatus(account(), new Map([[caipAddress, 1_000]]))).toEqual({ _tag: "Unavailable" })
    // Another account's failure says nothing about this one.
    const other = "eip155:137:0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as CaipAddress
    expect(balanceStatus(account(), new Map([[other, 1_000]]))).toEqual({ _tag: "Loading" })
  })
})
