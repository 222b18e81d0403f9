import { describe, expect, it } from "vitest"
import { approvedNamespaces, requestedOf } from "../../../devnet/walletconnect-wallet/namespaces.js"

const ADDRESS = "0x4EbEB92b7DB9156112deA9634B282fc37c153Dd7"
const CHAINS = [1, 137, 11155111]

describe("requestedOf", () => {
  it("reads chains from `chains` and from chain-named keys, each once", () => {
    const requested = requestedOf({
      requiredNamespaces: { eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: ["chainChanged"] } },
      optionalNamespaces: {
        eip155: { chains: ["eip155:1", "eip155:137"], methods: ["personal_sign", "eth_sendTransaction"], events: [] },
        "eip155:10": { methods: ["eth_chainId"], events: ["accountsChanged"] }
      }
    })
    expect(requested.required).toEqual({ chains: ["eip155:1"], methods: ["personal_sign"], events: ["chainChanged"] })
    expect(requested.optional).toEqual({
      chains: ["eip155:1", "eip155:137", "eip155:10"],
      methods: ["personal_sign", "eth_sendTransaction", "eth_chainId"],
      events: ["accountsChanged"]
    })
  })
})

describe("approvedNamespaces", () => {
  it("approves every local chain with the account on each, and the page's methods and events", () => {
    const approval = approvedNamespaces({ optionalNamespaces: { eip155: { chains: ["eip155:137"], methods: ["personal_sign"], events: [] } } }, CHAINS, ADDRESS)
    expect(approval).toEqual({
      ok: true,
      namespaces: {
        eip155: {
          chains: ["eip155:1", "eip155:137", "eip155:11155111"],
          accounts: [`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`, `eip155:11155111:${ADDRESS}`],
          methods: [
            "personal_sign",
            "eth_signTypedData_v4",
            "eth_sendTransaction",
            "wallet_switchEthereumChain",
            "wallet_addEthereumChain",
            "eth_accounts",
            "eth_chainId"
          ],
          events: ["chainChanged", "accountsChanged"]
        }
      }
    })
  })

  it.each([
    [{ eip155: { chains: ["eip155:10"], methods: [], events: [] } }, "This wallet does not support the required chains eip155:10."],
    [{ "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": { methods: [], events: [] } }, "This wallet does not support the required chains solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp."],
    [{ eip155: { chains: ["eip155:1"], methods: ["eth_sign"], events: [] } }, "This wallet does not support the required methods eth_sign."],
    [{ eip155: { chains: ["eip155:1"], methods: [], events: ["message"] } }, "This wallet does not support the required events message."]
  ])("refuses a required namespace it cannot serve (%#)", (requiredNamespaces, problem) => {
    expect(approvedNamespaces({ requiredNamespaces }, CHAINS, ADDRESS)).toEqual({ ok: false, problem })
  })

  it("does not refuse what is only optional", () => {
    const approval = approvedNamespaces({ optionalNamespaces: { eip155: { chains: ["eip155:10"], methods: ["eth_sign"], events: ["message"] } } }, CHAINS, ADDRESS)
    expect(approval.ok).toBe(true)
  })
})
