import { useState } from "react"
import type { Address, EIP1193Provider } from "viem"
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from "doorway-connect/react"
import type { BatchFixtures } from "./SendCallsBatch.js"

type Grant =
  | { readonly status: "idle" }
  | { readonly status: "asking" }
  | { readonly status: "granted"; readonly expiry: number }
  | { readonly status: "failed"; readonly message: string }

/** 10 USDC, in its 6 decimals. */
const ALLOWANCE = 10_000_000n
/** A day, in seconds. */
const DAY = 86_400

/**
 * A host app's session key (ERC-7715 `wallet_grantPermissions`): the local chain's account 8 may
 * spend up to 10 USDC of the connected account for a day. The wallet asks the person first; the
 * grant then shows in the account view's Sessions where the wallet reports its grants (SPEC §1).
 */
export const GrantSession = ({ fixtures }: { readonly fixtures: BatchFixtures }) => {
  const { address, isConnected } = useAppKitAccount({ namespace: "eip155" })
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<EIP1193Provider>("eip155")
  const [grant, setGrant] = useState<Grant>({ status: "idle" })
  const usdc = typeof chainId === "number" ? fixtures.usdcByChain[chainId] : undefined
  const ask = async () => {
    if (walletProvider === undefined || address === undefined || usdc === undefined || typeof chainId !== "number") return
    setGrant({ status: "asking" })
    const expiry = Math.floor(Date.now() / 1000) + DAY
    try {
      await walletProvider.request({
        method: "wallet_grantPermissions" as never,
        params: [
          {
            chainId: `0x${chainId.toString(16)}`,
            address: address as Address,
            expiry,
            signer: { type: "account", data: { id: fixtures.receivers[0] } },
            permissions: [{ type: "erc20-token-allowance", data: { token: usdc, allowance: `0x${ALLOWANCE.toString(16)}` } }],
            policies: []
          }
        ] as never
      })
      setGrant({ status: "granted", expiry })
    } catch (error) {
      setGrant({ status: "failed", message: error instanceof Error ? error.message.split("\n")[0]! : String(error) })
    }
  }
  const shown =
    grant.status === "granted"
      ? `Granted until ${new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(grant.expiry * 1000))}`
      : grant.status === "asking"
        ? "Waiting for the wallet…"
        : grant.status === "failed"
          ? grant.message
          : ""
  return (
    <section className="card" aria-labelledby="grant-title">
      <h2 id="grant-title">Grant a session</h2>
      <p className="card-note">
        Asks the wallet with <code>wallet_grantPermissions</code> to let the local chain&apos;s account 8 spend up to 10 USDC for a day.
      </p>
      <button type="button" className="primary" disabled={!isConnected || usdc === undefined || grant.status === "asking"} onClick={() => void ask()}>
        Grant a session
      </button>
      <p className="signature-label" id="grant-label">
        {isConnected ? (usdc === undefined ? "Pick a local EVM network." : "Session status") : "Connect a wallet to grant a session."}
      </p>
      <output className="signature mono" aria-labelledby="grant-label" data-status={grant.status}>
        {shown}
      </output>
    </section>
  )
}
