import type { WalletSession } from "../../schemas/WalletSession.js"
import type { JsonRpcError } from "../errors/JsonRpcError.js"
import { WalletConnectError } from "../errors/WalletConnectErrors.js"
import { sendCallsRefusal } from "../evm/sendCallsRefusal.js"

/**
 * Why a `wallet_sendCalls` over a WalletConnect session is refused before the relay carries it:
 * its calls break SPEC §5 (`sendCallsRefusal`, -32602), or the session did not approve the method
 * on EVM, which the sign client would refuse with MISSING_OR_INVALID (SPEC §8); undefined when the
 * wallet is asked.
 */
export const sessionSendCallsRefusal = (session: WalletSession, params: unknown): JsonRpcError | WalletConnectError | undefined => {
  const refusal = sendCallsRefusal(params)
  if (refusal !== undefined) return refusal
  const approved = session.namespaces["eip155"]?.methods.includes("wallet_sendCalls") === true
  return approved ? undefined : new WalletConnectError({ code: "MISSING_OR_INVALID", context: "request() method: wallet_sendCalls" })
}
