import { useState } from "react"
import type { Address, EIP1193Provider } from "viem"
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from "doorway-connect/react"

/** The demo's token on each local chain, and two accounts of the local chain to pay. */
export interface BatchFixtures {
  readonly usdcByChain: Readonly<Record<number, Address>>
  readonly receivers: readonly [Address, Address]
}

type Batch =
  | { readonly status: "idle" }
  | { readonly status: "sending" }
  | { readonly status: "pending"; readonly id: string }
  | { readonly status: "confirmed"; readonly id: string; readonly transactionHash: string }
  | { readonly status: "failed"; readonly message: string }

/** 1 USDC, in its 6 decimals. */
const ONE_USDC = 1_000_000n

/**
 * A host app's batch (EIP-5792, SPEC §5): two USDC transfers sent with `wallet_sendCalls` through
 * viem's wallet client, then followed with `wallet_getCallsStatus` until the wallet reports them
 * confirmed. A smart account runs both in one user operation.
 */
export const SendCallsBatch = ({ fixtures }: { readonly fixtures: BatchFixtures }) => {
  const { address, isConnected } = useAppKitAccount({ namespace: "eip155" })
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<EIP1193Provider>("eip155")
  const [batch, setBatch] = useState<Batch>({ status: "idle" })
  const usdc = typeof chainId === "number" ? fixtures.usdcByChain[chainId] : undefined
  const send = async () => {
    if (walletProvider === undefined || address === undefined || usdc === undefined || typeof chainId !== "number") return
    setBatch({ status: "sending" })
    try {
      const { createWalletClient, custom, defineChain, encodeFunctionData, erc20Abi } = await import("viem")
      // sendCalls names the chain the calls are for (EIP-5792 `chainId`): the network the modal is on.
      const chain = defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [] } } })
      const client = createWalletClient({ account: address as Address, chain, transport: custom(walletProvider) })
      const calls = fixtures.receivers.map((to) => ({
        to: usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, ONE_USDC] })
      }))
      const { id } = await client.sendCalls({ calls })
      setBatch({ status: "pending", id })
      const result = await client.waitForCallsStatus({ id, pollingInterval: 500, timeout: 60_000 })
      const transactionHash = result.receipts?.[0]?.transactionHash ?? ""
      setBatch(result.status === "success" ? { status: "confirmed", id, transactionHash } : { status: "failed", message: `The batch ${result.status ?? "failed"}` })
    } catch (error) {
      setBatch({ status: "failed", message: error instanceof Error ? error.message.split("\n")[0]! : String(error) })
    }
  }
  const shown =
    batch.status === "confirmed"
      ? `Confirmed in ${batch.transactionHash}`
      : batch.status === "pending"
        ? "Waiting for confirmation…"
        : batch.status === "sending"
          ? "Waiting for the wallet…"
          : batch.status === "failed"
            ? batch.message
            : ""
  return (
    <section className="card" aria-labelledby="batch-title">
      <h2 id="batch-title">Send a batch</h2>
      <p className="card-note">
        Pays 1 USDC to each of the local chain&apos;s accounts 8 and 9 with one <code>wallet_sendCalls</code>; a smart account runs both
        calls in one user operation.
      </p>
      <button type="button" className="primary" disabled={!isConnected || usdc === undefined || batch.status === "sending" || batch.status === "pending"} onClick={() => void send()}>
        Send both in one batch
      </button>
      <p className="signature-label" id="batch-label">
        {isConnected ? (usdc === undefined ? "Pick a local EVM network." : "Batch status") : "Connect a wallet to send a batch."}
      </p>
      <output className="signature mono" aria-labelledby="batch-label" data-status={batch.status}>
        {shown}
      </output>
    </section>
  )
}
