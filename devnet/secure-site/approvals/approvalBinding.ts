/**
 * What an approval is bound to: the session that asked, the host origin the request came from,
 * and the request itself (method, params, chain), written as one canonical string so the same
 * request always gives the same text whatever the key order of its JSON.
 */
export interface ApprovedRequest {
  readonly session: string
  readonly origin: string
  readonly method: string
  readonly params: unknown
  readonly chainId: unknown
}

/** JSON with object keys sorted at every depth. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
    )
  }
  return value
}

export const approvalBinding = (request: ApprovedRequest): string =>
  JSON.stringify(canonical([request.session, request.origin, request.method, request.params ?? null, request.chainId ?? null]))
