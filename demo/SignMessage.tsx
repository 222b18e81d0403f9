import { useState } from "react"
import type { Address, EIP1193Provider } from "viem"
import { useAppKitAccount, useAppKitProvider } from "doorway-connect/react"
import { DEMO_MESSAGE } from "./demoMessage.js"

type Signing = { readonly status: "idle" } | { readonly status: "signed"; readonly signature: string } | { readonly status: "failed"; readonly message: string }

/**
 * What a host does once a wallet is connected: take the wallet's provider from the modal and ask
 * it to sign (here with viem's wallet client, as most EVM apps would). viem loads with the first
 * signature, so the page's start is the modal's and React's alone.
 */
export const SignMessage = () => {
  const { address, isConnected } = useAppKitAccount({ namespace: "eip155" })
  const { walletProvider } = useAppKitProvider<EIP1193Provider>("eip155")
  const [signing, setSigning] = useState<Signing>({ status: "idle" })
  const sign = async () => {
    if (walletProvider === undefined || address === undefined) return
    try {
      const { createWalletClient, custom } = await import("viem")
      const client = createWalletClient({ account: address as Address, transport: custom(walletProvider) })
      setSigning({ status: "signed", signature: await client.signMessage({ message: DEMO_MESSAGE }) })
    } catch (error) {
      setSigning({ status: "failed", message: error instanceof Error ? error.message.split("\n")[0]! : String(error) })
    }
  }
  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="card-note">
        Takes the wallet's provider from <code>useAppKitProvider</code> and asks it to sign with viem, as an EVM app does.
      </p>
      <p className="quote">“{DEMO_MESSAGE}”</p>
      <button type="button" className="primary" data-testid="sign" disabled={!isConnected} onClick={() => void sign()}>
        Sign the message
      </button>
      <p className="signature-label" id="signature-label">
        {isConnected ? "Signature" : "Connect a wallet to sign."}
      </p>
      <output className="signature mono" aria-labelledby="signature-label" data-testid="signature" data-status={signing.status}>
        {signing.status === "signed" ? signing.signature : signing.status === "failed" ? signing.message : ""}
      </output>
    </section>
  )
}
