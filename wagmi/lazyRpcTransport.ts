import { custom, http, type Transport } from "viem"
import type { Network } from "../schemas/Network.js"
import { firstCustomRpcUrls } from "../core/rpc/firstCustomRpcUrls.js"
import { makeRpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import { rpcEndpointUrl } from "../core/rpc/rpcEndpointUrl.js"
import type { CustomRpcUrls } from "../core/config/AppKitOptions.js"
import type { AttachedModal } from "./attachedModal.js"

/** Where the bridge reads chains before a modal is attached: the adapter's own options. */
export interface OwnRpcOptions {
  readonly projectId: string
  readonly customRpcUrls?: CustomRpcUrls | undefined
}

/**
 * wagmi's reads of one network (`useBalance`, `useReadContract`) go where the modal's own reads
 * go (SPEC §7): the network's custom URL, else the blockchain proxy with the project id, as the
 * modal resolved its endpoints once `createAppKit` attached it, and the adapter's own options
 * before that.
 */
export const lazyRpcTransport = (network: Network, modal: AttachedModal, own: OwnRpcOptions): Transport => {
  const byUrl = new Map<string, ReturnType<Transport>>()
  // The URL changes only with the attached modal's options: worked out once per options object.
  let resolved: { readonly from: object | undefined; readonly url: string } | undefined
  const urlNow = (): string => {
    const options = modal.current()?.options
    if (resolved !== undefined && resolved.from === options) return resolved.url
    const config = makeRpcTransportConfig(
      options === undefined
        ? { projectId: own.projectId, customUrls: firstCustomRpcUrls(own.customRpcUrls ?? {}) }
        : { projectId: options.projectId, blockchainBaseUrl: options.endpoints.blockchain, customUrls: firstCustomRpcUrls(options.customRpcUrls) }
    )
    resolved = { from: options, url: rpcEndpointUrl(config, network.caipNetworkId) }
    return resolved.url
  }
  return (parameters) => {
    const forUrl = (url: string) => {
      const known = byUrl.get(url)
      if (known !== undefined) return known
      const made = http(url)(parameters)
      byUrl.set(url, made)
      return made
    }
    return custom({ request: (args) => forUrl(urlNow()).request(args) }, { key: "doorway", name: "Doorway RPC", retryCount: 0 })(parameters)
  }
}
