/**
 * One-click auth as a phone's wallet answers it (WIRE §6.3): on a `session_proposal` carrying an
 * authentication request (`params.requests.authentication`), the sign client's wallet fills the
 * request in for the chains and methods it supports, signs the SDK's EIP-4361 text with its key
 * and approves the session with that one cacao (`proposalRequestsResponses`), built with
 * @walletconnect/utils as a wallet's SDK does. A proposal without such a request is left alone.
 */
import { buildAuthObject, populateAuthPayload } from "@walletconnect/utils"
import type { AuthTypes } from "@walletconnect/types"
import type { Hex, LocalAccount } from "viem"
import type { SignClientInstance } from "./signClients.js"

export interface SignedCacaoAnswer {
  readonly cacao: { readonly p: { readonly iss: string; readonly nonce: string; readonly domain: string }; readonly s: { readonly s: Hex } }
  /** The text the wallet signed (the SDK's EIP-4361 layout). */
  readonly message: string
}

/** From now on the wallet answers each one-click proposal with a session and a cacao signed by `account`; what it answered, oldest first. */
export const answerWithCacao = (
  client: SignClientInstance,
  options: { readonly account: LocalAccount; readonly chains: ReadonlyArray<string>; readonly methods: ReadonlyArray<string> }
): (() => ReadonlyArray<SignedCacaoAnswer>) => {
  const answered: Array<SignedCacaoAnswer> = []
  client.on("session_proposal", async ({ id, params }) => {
    const request = params.requests?.authentication?.[0]
    if (request === undefined) return
    const payload = populateAuthPayload({ authPayload: request as AuthTypes.PayloadParams, chains: [...options.chains], methods: [...options.methods] })
    const iss = `did:pkh:${options.chains[0]}:${options.account.address}`
    const message = client.formatAuthMessage({ request: payload, iss })
    const signature = await options.account.signMessage({ message })
    const cacao = buildAuthObject(payload, { t: "eip191", s: signature }, iss)
    answered.push({ cacao: cacao as unknown as SignedCacaoAnswer["cacao"], message })
    const accounts = options.chains.map((chain) => `${chain}:${options.account.address}`)
    await client.approve({
      id,
      namespaces: { eip155: { chains: [...options.chains], methods: [...options.methods], events: ["chainChanged", "accountsChanged"], accounts } },
      proposalRequestsResponses: { authentication: [cacao] }
    })
  })
  return () => [...answered]
}
