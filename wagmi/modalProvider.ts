import { numberToHex, ProviderDisconnectedError, type Address } from "viem"
import type { Provider } from "../shell/Provider.js"
import type { AttachedModal } from "./attachedModal.js"
import { evmChainIdOf, evmConnectionOf } from "./evmConnection.js"
import type { ModalEvent } from "./followModal.js"
import { connectThroughModal } from "./modalWaits.js"

type Listener = (...args: never[]) => void

/** The EIP-1193 provider wagmi's connector hands out, with the events its listeners hear. */
export interface ModalProvider extends Required<Provider> {
  /** Passes a change of the modal's connection to the provider's listeners (EIP-1193 events). */
  readonly announce: (event: ModalEvent) => void
}

const firstParam = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

/**
 * One EIP-1193 provider over the modal's EVM connection, whatever wallet is behind it: accounts
 * and chain are the modal's (so they never disagree with what it shows), a network switch goes
 * through the modal, and every other request goes to the connected wallet's own provider.
 */
export const makeModalProvider = (modal: AttachedModal, switchChain: (chainId: number) => Promise<unknown>): ModalProvider => {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }
  const request = async ({ method, params }: { readonly method: string; readonly params?: ReadonlyArray<unknown> | object }): Promise<unknown> => {
    const { instance } = await modal.next()
    const connection = evmConnectionOf(instance)
    switch (method) {
      case "eth_accounts":
        return connection?.accounts ?? []
      case "eth_requestAccounts":
        return (connection ?? (await connectThroughModal(instance))).accounts
      case "eth_chainId": {
        const chainId = connection?.chainId ?? evmChainIdOf(instance)
        if (chainId === undefined) throw new ProviderDisconnectedError(new Error("The modal has no EVM network"))
        return numberToHex(chainId)
      }
      case "wallet_switchEthereumChain": {
        const wanted = firstParam(params) as { readonly chainId?: string } | undefined
        await switchChain(Number(wanted?.chainId))
        return null
      }
      default: {
        const wallet = connection === undefined ? undefined : (instance.getWalletProvider("eip155") as Provider | undefined)
        if (wallet === undefined) throw new ProviderDisconnectedError(new Error("No wallet is connected"))
        return wallet.request(params === undefined ? { method } : { method, params })
      }
    }
  }
  return {
    request: request as Provider["request"],
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    announce: (event) => {
      if (event.type === "connect") {
        emit("connect", { chainId: numberToHex(event.chainId) })
        emit("accountsChanged", event.accounts as ReadonlyArray<Address>)
      } else if (event.type === "accounts") emit("accountsChanged", event.accounts)
      else if (event.type === "chain") emit("chainChanged", numberToHex(event.chainId))
      else {
        emit("accountsChanged", [])
        emit("disconnect", new ProviderDisconnectedError(new Error("The wallet was disconnected")))
      }
    }
  }
}
