import { stringToHex } from "viem"
import { describe, expect, it } from "vitest"
import { chainNumber, describeRequest, readableMessage, type ChainInfo } from "../../../devnet/walletconnect-wallet/describeRequest.js"

const ADDRESS = "0x4EbEB92b7DB9156112deA9634B282fc37c153Dd7"
const CHAINS: ReadonlyArray<ChainInfo> = [
  { chainId: 1, name: "Ethereum", nativeCurrency: { symbol: "ETH", decimals: 18 } },
  { chainId: 137, name: "Polygon", nativeCurrency: { symbol: "POL", decimals: 18 } }
]

describe("readableMessage", () => {
  it("decodes hex that is UTF-8 text, line breaks and all", () => {
    expect(readableMessage(stringToHex("Sign in\nNonce: 7 ✓"))).toBe("Sign in\nNonce: 7 ✓")
  })

  it("keeps hex that is not readable text, and plain text as it is", () => {
    expect(readableMessage("0xff00")).toBe("0xff00")
    expect(readableMessage("0x0001")).toBe("0x0001")
    expect(readableMessage("hello")).toBe("hello")
  })
})

describe("chainNumber", () => {
  it("reads eip155 chain ids only", () => {
    expect(chainNumber("eip155:137")).toBe(137)
    expect(chainNumber("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toBeUndefined()
  })
})

describe("describeRequest", () => {
  it("personal_sign: the message in words and the account, in either parameter order", () => {
    const expected = {
      summary: "Sign a message",
      chain: "Ethereum (1)",
      fields: [
        { label: "Message", value: "Hello" },
        { label: "Account", value: ADDRESS }
      ]
    }
    expect(describeRequest({ method: "personal_sign", params: [stringToHex("Hello"), ADDRESS], chainId: "eip155:1" }, CHAINS)).toEqual(expected)
    expect(describeRequest({ method: "personal_sign", params: [ADDRESS, stringToHex("Hello")], chainId: "eip155:1" }, CHAINS)).toEqual(expected)
  })

  it("eth_signTypedData_v4: the primary type, domain, contract and message", () => {
    const typed = {
      domain: { name: "Doorway", chainId: 137, verifyingContract: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" },
      primaryType: "Mail",
      types: { Mail: [{ name: "contents", type: "string" }] },
      message: { contents: "Hi" }
    }
    expect(describeRequest({ method: "eth_signTypedData_v4", params: [ADDRESS, JSON.stringify(typed)], chainId: "eip155:137" }, CHAINS)).toEqual({
      summary: "Sign typed data (Mail)",
      chain: "Polygon (137)",
      fields: [
        { label: "Domain", value: "Doorway" },
        { label: "Contract", value: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" },
        { label: "Message", value: '{\n  "contents": "Hi"\n}' },
        { label: "Account", value: ADDRESS }
      ]
    })
  })

  it("eth_sendTransaction: the value in the chain's coin, data and gas when given", () => {
    const tx = { from: ADDRESS, to: "0x000000000000000000000000000000000000dEaD", value: "0x3782dace9d900000", data: "0xa9059cbb", gas: "0x5208" }
    expect(describeRequest({ method: "eth_sendTransaction", params: [tx], chainId: "eip155:137" }, CHAINS)).toEqual({
      summary: "Send a transaction",
      chain: "Polygon (137)",
      fields: [
        { label: "From", value: ADDRESS },
        { label: "To", value: "0x000000000000000000000000000000000000dEaD" },
        { label: "Value", value: "4 POL" },
        { label: "Data", value: "0xa9059cbb" },
        { label: "Gas limit", value: "21000" }
      ]
    })
  })

  it("a contract creation with no value", () => {
    const description = describeRequest({ method: "eth_sendTransaction", params: [{ data: "0x6080" }], chainId: "eip155:1" }, CHAINS)
    expect(description.fields).toEqual([
      { label: "From", value: "this wallet" },
      { label: "To", value: "a new contract" },
      { label: "Value", value: "0 ETH" },
      { label: "Data", value: "0x6080" }
    ])
  })

  it("chain switches and additions by name when the chain is known", () => {
    expect(describeRequest({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }], chainId: "eip155:1" }, CHAINS)).toEqual({
      summary: "Switch to Polygon (137)",
      chain: "Ethereum (1)",
      fields: []
    })
    expect(
      describeRequest({ method: "wallet_addEthereumChain", params: [{ chainId: "0xa", chainName: "OP Mainnet", rpcUrls: ["http://127.0.0.1:9"] }], chainId: "eip155:1" }, CHAINS)
    ).toEqual({
      summary: "Add and switch to OP Mainnet",
      chain: "Ethereum (1)",
      fields: [
        { label: "Chain ID", value: "10" },
        { label: "RPC URL", value: "http://127.0.0.1:9" }
      ]
    })
  })

  it("anything else, and malformed parameters, shown as they came without throwing", () => {
    expect(describeRequest({ method: "eth_getBalance", params: [ADDRESS, "latest"], chainId: "eip155:10" }, CHAINS)).toEqual({
      summary: "Answer eth_getBalance",
      chain: "eip155:10",
      fields: [{ label: "Parameters", value: `[\n  "${ADDRESS}",\n  "latest"\n]` }]
    })
    expect(() => describeRequest({ method: "eth_sendTransaction", params: "nonsense", chainId: "eip155:1" }, CHAINS)).not.toThrow()
    expect(() => describeRequest({ method: "eth_signTypedData_v4", params: [ADDRESS, "{not json"], chainId: "eip155:1" }, CHAINS)).not.toThrow()
    expect(() => describeRequest({ method: "wallet_switchEthereumChain", params: undefined, chainId: "eip155:1" }, CHAINS)).not.toThrow()
  })
})
