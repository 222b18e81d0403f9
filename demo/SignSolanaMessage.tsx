import { useState } from "react"
import { base58 } from "@scure/base"
import { useAppKitAccount, useAppKitProvider } from "doorway-connect/react"
import { DEMO_MESSAGE } from "./demoMessage.js"

/** The part of the Solana provider this card uses (the modal hands out the whole of AppKit's). */
interface SolanaSigner {
  readonly signMessage: (message: Uint8Array) => Promise<Uint8Array>
}

type Signing = { readonly status: "idle" } | { readonly status: "signed"; readonly signature: string } | { readonly status: "failed"; readonly message: string }

/**
 * What a Solana host does once a wallet is connected there: take the Solana provider from the
 * modal and sign the UTF-8 bytes of a message; the Ed25519 signature is shown in base58.
 */
export const SignSolanaMessage = () => {
  const { isConnected } = useAppKitAccount({ namespace: "solana" })
  const { walletProvider } = useAppKitProvider<SolanaSigner>("solana")
  const [signing, setSigning] = useState<Signing>({ status: "idle" })
  const sign = async () => {
    if (walletProvider === undefined) return
    try {
      const signature = await walletProvider.signMessage(new TextEncoder().encode(DEMO_MESSAGE))
      setSigning({ status: "signed", signature: base58.encode(signature) })
    } catch (error) {
      setSigning({ status: "failed", message: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <section className="card" aria-labelledby="sign-solana-title">
      <h2 id="sign-solana-title">Sign on Solana</h2>
      <p className="card-note">
        Takes the Solana provider from <code>useAppKitProvider(&quot;solana&quot;)</code> and signs the message&apos;s bytes.
      </p>
      <button type="button" className="primary" data-testid="sign-solana" disabled={!isConnected} onClick={() => void sign()}>
        Sign with the Solana account
      </button>
      <p className="signature-label" id="solana-signature-label">
        {isConnected ? "Solana signature" : "Connect a Solana wallet to sign."}
      </p>
      <output className="signature mono" aria-labelledby="solana-signature-label" data-testid="solana-signature" data-status={signing.status}>
        {signing.status === "signed" ? signing.signature : signing.status === "failed" ? signing.message : ""}
      </output>
    </section>
  )
}
