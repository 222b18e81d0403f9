import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"

/**
 * The installed wallets as one entry each: a wallet announcing itself on several families (over
 * EIP-6963 and Wallet Standard, matched by name) is one entry, which connects in the active
 * namespace when the wallet serves it and in its first family otherwise. Order is first
 * appearance.
 */
export const oneConnectorPerWallet = (connectors: ReadonlyArray<Connector>, activeNamespace: ChainNamespace | undefined): ReadonlyArray<Connector> => {
  const groups = new Map<string, Array<Connector>>()
  for (const connector of connectors) {
    const key = (connector.name ?? connector.info?.name ?? connector.id).toLowerCase()
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [connector])
    else group.push(connector)
  }
  return [...groups.values()].map((group) => group.find((connector) => connector.chain === activeNamespace) ?? (group[0] as Connector))
}
