import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { SiwxSession } from "../../schemas/Siwx.js"
import type { SiweConfig, SiwxConfig } from "../config/AppKitOptions.js"

/** The numeric reference of an `eip155:<id>` network. */
const numericChainId = (chainId: CaipNetworkId): number => Number(chainId.split(":")[1])

/**
 * The older SIWE client (the fields of AppKit's `createSIWEConfig`) as a sign-in store, the way
 * AppKit maps it: the message is the client's own (`createMessage` with its nonce and message
 * params), a session is added when `verifyMessage` accepts it (then `onSignIn`), the account has a
 * session when `getSession` names its address and chain, and revoking or clearing signs out (then
 * `onSignOut`). Sign-in is required unless its options say otherwise. Its fields are checked as
 * any store's (signInMessage.ts): the client writes the text, but a field it gets wrong is refused.
 */
export const siweConfigAsSiwx = (siwe: SiweConfig): SiwxConfig => {
  const signOut = async () => {
    await siwe.methods.signOut()
    siwe.methods.onSignOut?.()
  }
  const addSession = async (session: SiwxSession) => {
    const valid = await siwe.methods.verifyMessage({ message: session.message, signature: session.signature })
    if (!valid) throw new Error("The SIWE client did not accept the signature")
    siwe.methods.onSignIn?.({ address: session.data.accountAddress, chainId: numericChainId(session.data.chainId) })
  }
  return {
    createMessage: async ({ accountAddress, chainId }) => {
      // Without its params the message has no domain or URI: refused as any message missing them would be.
      if (siwe.methods.getMessageParams === undefined) throw new Error("The SIWE client has no getMessageParams: the message has no domain or URI")
      const params = await siwe.methods.getMessageParams()
      const nonce = await siwe.getNonce(accountAddress)
      const numeric = numericChainId(chainId)
      const serializedMessage = siwe.createMessage({ ...params, address: `${chainId}:${accountAddress}`, chainId: numeric, nonce, version: "1" })
      return {
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: "1",
        nonce,
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(params.iat === undefined ? {} : { issuedAt: params.iat }),
        ...(params.exp === undefined ? {} : { expirationTime: params.exp }),
        ...(params.nbf === undefined ? {} : { notBefore: params.nbf }),
        ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
        ...(params.resources === undefined ? {} : { resources: params.resources }),
        serializedMessage
      }
    },
    addSession,
    getSessions: async (chainId, address) => {
      const session = await siwe.methods.getSession()
      if (session === null) return []
      const same = session.address.toLowerCase() === address.toLowerCase() && String(session.chainId) === String(numericChainId(chainId))
      if (!same) return []
      // The SIWE client keeps no message: the session stands for the account on that chain.
      return [{ data: { accountAddress: session.address, chainId, domain: "", uri: "", version: "1", nonce: "" }, message: "", signature: "" }]
    },
    revokeSession: () => signOut(),
    setSessions: async (sessions) => {
      const [first] = sessions
      if (first === undefined) return signOut()
      return addSession(first)
    },
    getRequired: () => siwe.options?.required ?? true,
    signOutOnDisconnect: siwe.options?.signOutOnDisconnect ?? true
  }
}
