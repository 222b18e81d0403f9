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

describe("approvedNamespaces with Solana", () => {
  const SOLANA = { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], address: "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P" }
  const SOLANA_METHODS = ["solana_signMessage", "solana_signTransaction", "solana_signAllTransactions", "solana_signAndSendTransaction"]
  const evmOnly = { eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: ["chainChanged"] } }

  it("approves the Solana chains a proposal asks for beside eip155, the Solana account on each, EVM unchanged", () => {
    const approval = approvedNamespaces(
      {
        requiredNamespaces: evmOnly,
        optionalNamespaces: { solana: { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"], methods: ["solana_signMessage"], events: [] } }
      },
      CHAINS,
      ADDRESS,
      SOLANA
    )
    if (!approval.ok) throw new Error(approval.problem)
    const withoutSolana = approvedNamespaces({ requiredNamespaces: evmOnly }, CHAINS, ADDRESS)
    expect(withoutSolana.ok && approval.namespaces["eip155"]).toEqual(withoutSolana.ok && withoutSolana.namespaces["eip155"])
    expect(approval.namespaces["eip155"]?.chains).toEqual(["eip155:1", "eip155:137", "eip155:11155111"])
    expect(approval.namespaces["solana"]).toEqual({
      chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
      accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA.address}`],
      methods: SOLANA_METHODS,
      events: []
    })
  })

  it("approves a required Solana namespace, chain-named key and all", () => {
    const approval = approvedNamespaces({ requiredNamespaces: { "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": { methods: SOLANA_METHODS, events: [] } } }, CHAINS, ADDRESS, SOLANA)
    expect(approval.ok && approval.namespaces["solana"]?.accounts).toEqual([`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA.address}`])
  })

  it("approves no solana namespace when none is asked, or only clusters it does not sign on", () => {
    const none = approvedNamespaces({ optionalNamespaces: evmOnly }, CHAINS, ADDRESS, SOLANA)
    expect(none.ok && Object.keys(none.namespaces)).toEqual(["eip155"])
    const elsewhere = approvedNamespaces({ optionalNamespaces: { solana: { chains: ["solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"], methods: [], events: [] } } }, CHAINS, ADDRESS, SOLANA)
    expect(elsewhere.ok && Object.keys(elsewhere.namespaces)).toEqual(["eip155"])
  })

  it.each([
    [{ solana: { chains: ["solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"], methods: [], events: [] } }, "This wallet does not support the required chains solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1."],
    [{ solana: { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], methods: ["solana_signIn"], events: [] } }, "This wallet does not support the required methods solana_signIn."],
    // Each namespace's own methods: an EVM method under solana is not served.
    [{ solana: { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], methods: ["personal_sign"], events: [] } }, "This wallet does not support the required methods personal_sign."],
    [{ solana: { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], methods: [], events: ["chainChanged"] } }, "This wallet does not support the required events chainChanged."]
  ])("refuses a required Solana namespace it cannot serve (%#)", (requiredNamespaces, problem) => {
    expect(approvedNamespaces({ requiredNamespaces }, CHAINS, ADDRESS, SOLANA)).toEqual({ ok: false, problem })
  })
})

describe("approvedNamespaces with Bitcoin", () => {
  const REGTEST = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"
  const BITCOIN = { chains: [REGTEST], address: "bcrt1qexampleexampleexampleexampleexample0" }
  const BITCOIN_METHODS = ["signMessage", "signPsbt", "sendTransfer", "getAccountAddresses"]
  const SOLANA = { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], address: "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P" }

  it("approves the regtest chain a proposal asks for under bip122, its payment address the account, beside Solana", () => {
    const approval = approvedNamespaces(
      {
        optionalNamespaces: {
          eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: [] },
          solana: { chains: SOLANA.chains, methods: ["solana_signMessage"], events: [] },
          bip122: { chains: [REGTEST, "bip122:000000000019d6689c085ae165831e93"], methods: ["signPsbt"], events: ["bip122_addressesChanged"] }
        }
      },
      CHAINS,
      ADDRESS,
      SOLANA,
      BITCOIN
    )
    if (!approval.ok) throw new Error(approval.problem)
    expect(Object.keys(approval.namespaces)).toEqual(["eip155", "solana", "bip122"])
    expect(approval.namespaces["bip122"]).toEqual({
      chains: [REGTEST],
      accounts: [`${REGTEST}:${BITCOIN.address}`],
      methods: BITCOIN_METHODS,
      events: ["bip122_addressesChanged"]
    })
  })

  it("refuses a required bip122 namespace without a Bitcoin chain, or asking what it does not serve", () => {
    const required = { bip122: { chains: [REGTEST], methods: ["signPsbt"], events: [] } }
    expect(approvedNamespaces({ requiredNamespaces: required }, CHAINS, ADDRESS, SOLANA)).toEqual({
      ok: false,
      problem: `This wallet does not support the required chains ${REGTEST}.`
    })
    expect(approvedNamespaces({ requiredNamespaces: { bip122: { chains: [REGTEST], methods: ["signPsbts"], events: [] } } }, CHAINS, ADDRESS, undefined, BITCOIN)).toEqual({
      ok: false,
      problem: "This wallet does not support the required methods signPsbts."
    })
  })
})
