import { createConfig, type Config, type CreateConfigParameters, type CreateConnectorFn, type Storage } from "wagmi"
import type { Chain, Transport } from "viem"
import type { ChainAdapter } from "../core/adapters/ChainAdapter.js"
import type { CustomRpcUrls } from "../core/config/AppKitOptions.js"
import type { Network } from "../schemas/Network.js"
import type { AdapterAttachment, AttachableAdapter } from "../shell/adapterAttachment.js"
import { makeAttachedModal, type AttachedModal } from "./attachedModal.js"
import { doorwayConnector } from "./doorwayConnector.js"
import { lazyRpcTransport } from "./lazyRpcTransport.js"

export interface WagmiAdapterOptions {
  /** The networks, as `createAppKit` gets them: the EVM ones become wagmi's chains. */
  readonly networks: ReadonlyArray<Network>
  readonly projectId: string
  /** wagmi's `ssr`: the app is rendered on a server too (state is hydrated after the first render). */
  readonly ssr?: boolean
  /** wagmi's storage (default: its `localStorage` storage). */
  readonly storage?: Storage | null
  /** A network's own endpoint, as `createAppKit` takes it: wagmi reads there too. */
  readonly customRpcUrls?: CustomRpcUrls
  /** wagmi transports by chain id, in place of the modal's endpoints. */
  readonly transports?: Readonly<Record<number, Transport>>
  /** More wagmi connectors beside the modal's. */
  readonly connectors?: ReadonlyArray<CreateConnectorFn>
}

/** A Doorway network as the viem chain wagmi takes (same fields; the id is a number on EVM). */
const chainOf = (network: Network): Chain => ({ ...network, id: Number(network.id) }) as Chain

/**
 * The wagmi bridge, where an AppKit app passes `new WagmiAdapter(…)` (AppKit's wagmi quick start
 * ports by changing its imports). It is the EVM family in `adapters`, and it makes `wagmiConfig`
 * for `<WagmiProvider>`: wagmi's chains are the EVM networks, its one connector is the modal (see
 * `doorwayConnector`), and its reads go to the modal's RPC endpoints. wagmi's own discovery of
 * injected wallets is off: wallets are the modal's to list and connect.
 */
export class WagmiAdapter implements ChainAdapter<"eip155">, AttachableAdapter {
  readonly namespace = "eip155"
  readonly wagmiConfig: Config
  readonly #modal: AttachedModal = makeAttachedModal()

  constructor(options: WagmiAdapterOptions) {
    const networks = options.networks.filter((network) => network.chainNamespace === "eip155")
    const [first, ...rest] = networks.map(chainOf)
    if (first === undefined) throw new Error("WagmiAdapter needs at least one EVM network in `networks`")
    const transports = Object.fromEntries(
      networks.map((network) => [Number(network.id), options.transports?.[Number(network.id)] ?? lazyRpcTransport(network, this.#modal, options)])
    )
    const parameters: CreateConfigParameters = {
      chains: [first, ...rest],
      transports,
      connectors: [doorwayConnector(this.#modal), ...(options.connectors ?? [])],
      multiInjectedProviderDiscovery: false,
      ssr: options.ssr ?? false,
      ...(options.storage === undefined ? {} : { storage: options.storage })
    }
    this.wagmiConfig = createConfig(parameters)
  }

  /** Called by `createAppKit` with the modal made with this adapter. */
  attach(attachment: AdapterAttachment): void {
    this.#modal.attach(attachment)
  }
}
