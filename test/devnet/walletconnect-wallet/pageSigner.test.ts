/** The page's answers that need no node: signatures, chain switches and refusals. */
import { recoverTypedDataAddress, stringToHex, verifyMessage, type TypedDataDefinition } from "viem"
import { describe, expect, it } from "vitest"
import { WALLET_PAGE_ADDRESS, WALLET_PAGE_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import { makePageSigner, type PageChain } from "../../../devnet/walletconnect-wallet/pageSigner.js"

// Never reached: none of these answers asks a node.
const CHAINS: ReadonlyArray<PageChain> = [
  { chainId: 1, name: "Ethereum", rpcUrl: "http://127.0.0.1:9", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } },
  { chainId: 137, name: "Polygon", rpcUrl: "http://127.0.0.1:9", nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 } }
]
const signer = makePageSigner(WALLET_PAGE_PRIVATE_KEY, CHAINS)
const OTHER = "0xB2cb819C511Eea97E5de13B61c3aeed6d4f796D7"

describe("makePageSigner", () => {
  it("has the page's address", () => {
    expect(signer.address).toBe(WALLET_PAGE_ADDRESS)
  })

  it("signs a personal_sign message that viem verifies", async () => {
    const { result } = await signer.answer({ method: "personal_sign", params: [stringToHex("Hello"), WALLET_PAGE_ADDRESS], chainId: "eip155:1" }, 1)
    expect(await verifyMessage({ address: WALLET_PAGE_ADDRESS, message: "Hello", signature: result as `0x${string}` })).toBe(true)
  })

  it("signs typed data v4", async () => {
    const typed = {
      domain: { name: "Doorway", chainId: 1 },
      primaryType: "Mail",
      types: { EIP712Domain: [{ name: "name", type: "string" }, { name: "chainId", type: "uint256" }], Mail: [{ name: "contents", type: "string" }] },
      message: { contents: "Hi" }
    } as const
    const { result } = await signer.answer({ method: "eth_signTypedData_v4", params: [WALLET_PAGE_ADDRESS, JSON.stringify(typed)], chainId: "eip155:1" }, 1)
    expect(await recoverTypedDataAddress({ ...(typed as unknown as TypedDataDefinition), signature: result as `0x${string}` })).toBe(WALLET_PAGE_ADDRESS)
  })

  it("answers eth_accounts and eth_chainId from its own state", async () => {
    expect(await signer.answer({ method: "eth_accounts", params: [], chainId: "eip155:1" }, 137)).toEqual({ result: [WALLET_PAGE_ADDRESS] })
    expect(await signer.answer({ method: "eth_chainId", params: [], chainId: "eip155:1" }, 137)).toEqual({ result: "0x89" })
  })

  it("switches to a local chain, and adding a local chain switches to it", async () => {
    expect(await signer.answer({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }], chainId: "eip155:1" }, 1)).toEqual({ result: null, switchTo: 137 })
    expect(await signer.answer({ method: "wallet_addEthereumChain", params: [{ chainId: "0x1", rpcUrls: ["http://127.0.0.1:9"] }], chainId: "eip155:137" }, 137)).toEqual({
      result: null,
      switchTo: 1
    })
  })

  it.each([
    [{ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }], chainId: "eip155:1" }, { code: 4902 }],
    [{ method: "personal_sign", params: [stringToHex("Hello"), OTHER], chainId: "eip155:1" }, { code: 4100 }],
    [{ method: "personal_sign", params: ["only one"], chainId: "eip155:1" }, { code: -32602, message: "Invalid parameters: expected [message, address]" }],
    [{ method: "eth_sendTransaction", params: [{ from: OTHER, to: OTHER }], chainId: "eip155:1" }, { code: 4100 }],
    [{ method: "eth_sendTransaction", params: [{ to: OTHER, chainId: "0x89" }], chainId: "eip155:1" }, { code: -32602 }],
    [{ method: "eth_sendTransaction", params: [{ to: OTHER }], chainId: "eip155:10" }, { code: 4902 }],
    [{ method: "eth_sign", params: [], chainId: "eip155:1" }, { code: 4200 }]
  ])("refuses %j with a JSON-RPC error", async (request, error) => {
    await expect(signer.answer(request, 1)).rejects.toMatchObject(error)
  })
})
