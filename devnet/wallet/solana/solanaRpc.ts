import { INTERNAL_ERROR, ProviderRpcError } from "../ProviderRpcError.js"

/**
 * One JSON-RPC call to a Solana node over `fetch`: all the dev wallet asks of its cluster, so the
 * page script carries no RPC client. No retries: an answer (or a failure) reaches the page as the
 * cluster gave it, an error answer as -32603 with the node's own message.
 */
export type SolanaRpc = <A>(method: string, params: ReadonlyArray<unknown>) => Promise<A>

interface RpcAnswer {
  readonly result?: unknown
  readonly error?: { readonly message?: unknown }
}

export const solanaRpc = (rpcUrl: string): SolanaRpc => {
  let id = 0
  return async <A>(method: string, params: ReadonlyArray<unknown>): Promise<A> => {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params })
    })
    if (!response.ok) throw new ProviderRpcError(INTERNAL_ERROR, `${rpcUrl} answered ${method} with HTTP ${response.status}`)
    const answer = (await response.json()) as RpcAnswer
    if (answer.error !== undefined) {
      const message = typeof answer.error.message === "string" ? answer.error.message : JSON.stringify(answer.error)
      throw new ProviderRpcError(INTERNAL_ERROR, message, answer.error)
    }
    return answer.result as A
  }
}
