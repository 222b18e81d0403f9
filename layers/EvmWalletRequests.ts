/**
 * The part of the EVM adapter a connection needs, without a wallet library: asking for accounts,
 * the chain, switching and adding chains, letting go, any other wallet method, following the
 * wallet's events (each the plain EIP-1193 request), and the native balance (`eth_getBalance`
 * through the RpcTransport).
 * Kept apart from the viem adapter so that connecting, from the click on a wallet to the account
 * with its balance, never waits on loading viem; only the address checksum (EIP-55) comes from
 * viem, a few kilobytes of it.
 */
import { Effect } from "effect"
import { getAddress, isAddress } from "viem"
import { ResponseDecodeError } from "../core/errors/HttpErrors.js"
import { walletFailureOf } from "../core/evm/walletFailureOf.js"
import type { EvmWallet } from "../core/services/EvmWallet.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import { decodeAccounts, decodeChainId, eip1193Events, requestWith, unexpectedAnswer } from "./EvmWalletEip1193.js"

export type EvmWalletRequests = Pick<
  EvmWallet["Type"],
  "requestAccounts" | "getAccounts" | "getChainId" | "switchChain" | "addChain" | "revokePermissions" | "request" | "events" | "getBalance"
>

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/
/** JSON-RPC "invalid params". */
const INVALID_PARAMS = -32602

/** The accounts a wallet answered, checksummed (wallets may answer in lower case); anything else is its fault. */
const accountsOf = (method: string) => (result: unknown) =>
  Effect.flatMap(decodeAccounts(method, result), (accounts) =>
    accounts.every((account) => isAddress(account, { strict: false }))
      ? Effect.succeed(accounts.map((account) => getAddress(account)))
      : Effect.fail(unexpectedAnswer(method))
  )

export const makeEvmWalletRequests = (rpc: RpcTransport["Type"]): EvmWalletRequests => ({
  requestAccounts: (provider) => Effect.flatMap(requestWith(provider, { method: "eth_requestAccounts" }), accountsOf("eth_requestAccounts")),
  getAccounts: (provider) => Effect.flatMap(requestWith(provider, { method: "eth_accounts" }), accountsOf("eth_accounts")),
  getChainId: (provider) => Effect.flatMap(requestWith(provider, { method: "eth_chainId" }), decodeChainId),
  switchChain: (provider, chainIdHex) =>
    HEX_QUANTITY.test(chainIdHex)
      ? // Without leading zeros, as wallets compare the id as they store it.
        Effect.asVoid(requestWith(provider, { method: "wallet_switchEthereumChain", params: [{ chainId: `0x${BigInt(chainIdHex).toString(16)}` }] }))
      : Effect.fail(walletFailureOf({ code: INVALID_PARAMS, message: `Invalid chain id ${chainIdHex}` })),
  addChain: (provider, { blockExplorerUrls, ...rest }) =>
    Effect.asVoid(
      requestWith(provider, {
        method: "wallet_addEthereumChain",
        params: [blockExplorerUrls === undefined ? rest : { ...rest, blockExplorerUrls }]
      })
    ),
  revokePermissions: (provider) => Effect.asVoid(requestWith(provider, { method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] })),
  request: (provider, method, params) => requestWith(provider, { method, params: [...params] }),
  events: (provider) => Effect.succeed(eip1193Events(provider)),
  getBalance: (address, network) =>
    Effect.flatMap(rpc.request(network.caipNetworkId, "eth_getBalance", [address, "latest"]), (result) =>
      typeof result === "string" && HEX_QUANTITY.test(result)
        ? Effect.succeed(BigInt(result))
        : Effect.fail(new ResponseDecodeError({ url: network.caipNetworkId, issue: "eth_getBalance did not answer a hex quantity" }))
    )
})
