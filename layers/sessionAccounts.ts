/**
 * A WalletConnect session's accounts read per namespace (WIRE §6): its CAIP-10 accounts
 * (`namespace:reference:address`) give each namespace its addresses (first first, no repeats) and
 * the chain of the first; a session's approved chains are those it lists and those of its accounts.
 */
import { Option } from "effect"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { WalletSession } from "../schemas/WalletSession.js"
import { chainIdFrom } from "./EvmWalletEip1193.js"

export interface NamespaceAccounts {
  readonly accounts: readonly [string, ...Array<string>]
  /** The CAIP-2 chain of the first account. */
  readonly chain: string
  /** That chain's reference as an opened session reports it: a number on EVM, the text elsewhere. */
  readonly chainId: number | string
}

const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

const parse = (namespace: string, account: string) => {
  const match = CAIP10.exec(account)
  if (match === null || match[1] !== namespace) return []
  const reference = match[2] as string
  const address = match[3] as string
  if (namespace === "eip155") {
    const chainId = chainIdFrom(reference)
    return chainId === undefined || !EVM_ADDRESS.test(address) ? [] : [{ chain: `eip155:${reference}`, chainId: chainId as number | string, address }]
  }
  return [{ chain: `${namespace}:${reference}`, chainId: reference as number | string, address }]
}

/** The session's accounts on `namespace`, on the `preferred` chain when it has any there. */
export const accountsOn = (session: WalletSession, namespace: ChainNamespace, preferred: Option.Option<string>): Option.Option<NamespaceAccounts> => {
  const parsed = (session.namespaces[namespace]?.accounts ?? []).flatMap((account) => parse(namespace, account))
  const onPreferred = Option.match(preferred, { onNone: () => [], onSome: (chain) => parsed.filter((entry) => entry.chain === chain) })
  const pick = onPreferred.length > 0 ? onPreferred : parsed
  const [first, ...rest] = [...new Set(pick.map((entry) => entry.address))]
  const head = pick[0]
  return first === undefined || head === undefined ? Option.none() : Option.some({ accounts: [first, ...rest] as const, chain: head.chain, chainId: head.chainId })
}

/** The chains a session approved on `namespace`: those it lists and those of its accounts. */
export const approvedChains = (session: WalletSession, namespace: ChainNamespace): ReadonlySet<string> => {
  const entry = session.namespaces[namespace]
  return new Set([...(entry?.chains ?? []), ...(entry?.accounts ?? []).map((account) => account.split(":").slice(0, 2).join(":"))])
}
