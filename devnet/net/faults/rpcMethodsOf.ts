/** The JSON-RPC method names a request body carries (one request or a batch); none when it is not JSON-RPC. */
export const rpcMethodsOf = (body: string): ReadonlyArray<string> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return []
  }
  const calls: ReadonlyArray<unknown> = Array.isArray(parsed) ? parsed : [parsed]
  return calls.flatMap((call) =>
    typeof call === "object" && call !== null && "method" in call && typeof call.method === "string" ? [call.method] : []
  )
}
