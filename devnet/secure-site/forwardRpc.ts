/**
 * One JSON-RPC request passed on as it is, to a chain's node or its bundler (WIRE §4.5's SAFE
 * methods): its result, or its error with the code it gave, never reworded.
 */
import { SiteError } from "./SiteError.js"

export const forwardRpc = async (url: string, method: string, params: unknown): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: params ?? [] })
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error !== undefined) throw new SiteError(body.error.message, body.error.code)
  return body.result
}
