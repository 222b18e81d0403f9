/**
 * One-click auth as a phone's wallet answers it (WIRE §6.3): on `wc_sessionAuthenticate` the
 * sign client's wallet fills the request in for the chains and methods it supports, signs the
 * SDK's EIP-4361 text with its key and approves with that one cacao, built with
 * @walletconnect/utils as a wallet's SDK does. A wallet listening for it gets no plain proposal.
 */
import { buildAuthObject, populateAuthPayload } from "@walletconnect/utils"
import type { Hex, LocalAccount } from "viem"
import type { SignClientInstance } from "./signClients.js"

export interface SignedCacaoAnswer {
  readonly cacao: { readonly p: { readonly iss: string; readonly nonce: string; readonly domain: string }; readonly s: { readonly s: Hex } }
  /** The text the wallet signed (the SDK's EIP-4361 layout). */
  readonly message: string
}

/** From now on the wallet answers each one-click request with a cacao signed by `account`; what it answered, oldest first. */
export const answerWithCacao = (
  client: SignClientInstance,
  options: { readonly account: LocalAccount; readonly chains: ReadonlyArray<string>; readonly methods: ReadonlyArray<string> }
): (() => ReadonlyArray<SignedCacaoAnswer>) => {
  const answered: Array<SignedCacaoAnswer> = []
  client.on("session_authenticate", async ({ id, params }) => {
    const payload = populateAuthPayload({ authPayload: params.authPayload, chains: [...options.chains], methods: [...options.methods] })
    const iss = `did:pkh:${options.chains[0]}:${options.account.address}`
    const message = client.formatAuthMessage({ request: payload, iss })
    const signature = await options.account.signMessage({ message })
    const cacao = buildAuthObject(payload, { t: "eip191", s: signature }, iss)
    answered.push({ cacao: cacao as unknown as SignedCacaoAnswer["cacao"], message })
    await client.approveSessionAuthenticate({ id, auths: [cacao] })
  })
  return () => [...answered]
}
