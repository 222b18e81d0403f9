import { ChainNotConfiguredError, createConnector } from "wagmi"
import { ProviderDisconnectedError, SwitchChainError, UserRejectedRequestError, type Chain } from "viem"
import type { AttachedModal } from "./attachedModal.js"
import { evmChainIdOf, evmConnectionOf } from "./evmConnection.js"
import { followModal } from "./followModal.js"
import { makeModalProvider, type ModalProvider } from "./modalProvider.js"
import { connectThroughModal, whenRestored } from "./modalWaits.js"

/** The connector's id in wagmi (`useConnect().connectors`, `recentConnectorId`). */
export const DOORWAY_CONNECTOR_ID = "doorway"

/** A refusal in the wallet keeps its meaning (EIP-1193 4001); any other failure is a failed switch. */
const switchFailure = (cause: unknown): Error => {
  const error = cause instanceof Error ? cause : new Error(String(cause))
  return (cause as { readonly code?: unknown } | undefined)?.code === 4001 ? new UserRejectedRequestError(error) : new SwitchChainError(error)
}

/**
 * The wagmi connector of a Doorway modal: wagmi's account, chain and wallet client follow the
 * modal's EVM connection whatever its kind (extension, WalletConnect, email or social wallet,
 * smart account), and wagmi's `connect`, `switchChain` and `disconnect` act through the modal.
 * A connection made in the modal reaches wagmi as the connector's `connect` event, so the app's
 * hooks follow without calling wagmi's `connect`.
 */
export const doorwayConnector = (modal: AttachedModal) =>
  createConnector<ModalProvider>((config) => {
    const chainOf = (chainId: number): Chain | undefined => config.chains.find((chain) => chain.id === chainId)
    const switchChain = async (chainId: number): Promise<Chain> => {
      const chain = chainOf(chainId)
      const { instance, options } = await modal.next()
      const network = options.networks.find((candidate) => candidate.chainNamespace === "eip155" && Number(candidate.id) === chainId)
      if (chain === undefined || network === undefined) throw new SwitchChainError(new ChainNotConfiguredError())
      await instance.switchNetwork(network).catch((cause: unknown) => {
        throw switchFailure(cause)
      })
      return chain
    }
    const provider = makeModalProvider(modal, switchChain)
    return {
      id: DOORWAY_CONNECTOR_ID,
      name: "Doorway",
      type: "doorway",
      async setup() {
        modal.follow(({ instance }) =>
          followModal(instance, (event) => {
            provider.announce(event)
            if (event.type === "connect") config.emitter.emit("connect", { accounts: event.accounts, chainId: event.chainId })
            else if (event.type === "accounts") config.emitter.emit("change", { accounts: event.accounts })
            else if (event.type === "chain") config.emitter.emit("change", { chainId: event.chainId })
            else config.emitter.emit("disconnect")
          })
        )
      },
      async connect({ chainId, isReconnecting } = {}) {
        const { instance } = await modal.next()
        await whenRestored(instance)
        let connection = evmConnectionOf(instance)
        if (connection === undefined && isReconnecting === true) throw new ProviderDisconnectedError(new Error("The modal has no EVM connection to restore"))
        connection ??= await connectThroughModal(instance)
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchChain(chainId)
          connection = evmConnectionOf(instance) ?? connection
        }
        // wagmi 3 asks `withCapabilities` and takes plain addresses as accounts without any.
        return { accounts: connection.accounts, chainId: connection.chainId } as never
      },
      async disconnect() {
        const { instance } = await modal.next()
        await instance.disconnect("eip155")
      },
      async getAccounts() {
        const attached = modal.current()
        return attached === undefined ? [] : (evmConnectionOf(attached.instance)?.accounts ?? [])
      },
      async getChainId() {
        const { instance } = await modal.next()
        return evmChainIdOf(instance) ?? config.chains[0].id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        const { instance } = await modal.next()
        await whenRestored(instance)
        return evmConnectionOf(instance) !== undefined
      },
      switchChain: ({ chainId }) => switchChain(chainId),
      // The modal's own events reach wagmi through `setup`; these answer a provider that calls them directly.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit("disconnect")
        else config.emitter.emit("change", { accounts: accounts as ReadonlyArray<`0x${string}`> })
      },
      onChainChanged(chainId) {
        config.emitter.emit("change", { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit("disconnect")
      }
    }
  })
