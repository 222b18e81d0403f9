/**
 * ERC-7715 permissions (WIRE §4.5 NOT SAFE: granted and revoked only after Approve in the frame).
 * A grant is kept for the user (SecureSiteStore.ts) under a new context id, which the answer
 * carries as `context` and as the earlier drafts' `permissionsContext`; revoking names that id.
 */
import { randomBytes } from "node:crypto"
import { isAddressEqual, isHex, numberToHex, type Address, type Hex } from "viem"
import { INVALID_PARAMS, UNAUTHORIZED } from "../../wallet/ProviderRpcError.js"
import type { SecureSiteStore, SiteUser } from "../SecureSiteStore.js"
import { evmChainIdOf } from "../SiteChain.js"
import { SiteError } from "../SiteError.js"
import type { PermissionRequester, PermissionsListener } from "./permissionsListener.js"

export const UNKNOWN_PERMISSIONS_CONTEXT = "No permissions were granted with this context"

const invalid = (message: string) => new SiteError(`Invalid parameters: ${message}`, INVALID_PARAMS)

const firstObject = (params: unknown, expected: string): Record<string, unknown> => {
  const first: unknown = Array.isArray(params) ? params[0] : params
  if (typeof first !== "object" || first === null) throw invalid(`expected [${expected}]`)
  return first as Record<string, unknown>
}

/**
 * Keeps the permissions `params` asks for (`[{chainId?, address?, expiry, signer?, permissions,
 * policies?}]`), granted by `account` on `chainId`, and answers the request with its context.
 */
export const grantPermissions = (
  store: SecureSiteStore,
  user: SiteUser,
  grant: { readonly account: Address; readonly chainId: number; readonly requester?: PermissionRequester | undefined },
  params: unknown,
  listener?: PermissionsListener,
  nowMs: number = Date.now()
) => {
  const { account, chainId } = grant
  const request = firstObject(params, "{ expiry, permissions }")
  const { permissions, expiry, address } = request
  if (!Array.isArray(permissions) || permissions.length === 0 || !permissions.every((entry) => typeof entry === "object" && entry !== null && typeof (entry as { type?: unknown }).type === "string")) {
    throw invalid("permissions must be a list of at least one { type, data }")
  }
  if (typeof expiry !== "number" || !Number.isSafeInteger(expiry)) throw invalid("expiry must be a time in seconds")
  if (expiry * 1000 <= nowMs) throw invalid("expiry is in the past")
  if (request["chainId"] !== undefined && evmChainIdOf(request["chainId"]) !== chainId) {
    throw invalid(`chainId ${String(request["chainId"])} is not the request's chain ${numberToHex(chainId)}`)
  }
  if (address !== undefined && !(typeof address === "string" && isHex(address) && address.length === 42 && isAddressEqual(address, account))) {
    throw new SiteError("The requested account has not been authorized by the user.", UNAUTHORIZED)
  }
  const context: Hex = `0x${randomBytes(32).toString("hex")}`
  store.grantPermission(user.email, { context, chainId, address: account, request })
  listener?.granted({ requester: grant.requester, chainId, address: account, context, request, grantedAtMs: nowMs })
  return { ...request, chainId: numberToHex(chainId), address: account, expiry, permissions, context, permissionsContext: context, grantedPermissions: permissions }
}

/** The context a revoke names: `[{permissionsContext}]` (or `permissionContext`, `context`, `id`), or `[context]`. */
const contextOf = (params: unknown): string => {
  const first: unknown = Array.isArray(params) ? params[0] : params
  if (typeof first === "string") return first
  if (typeof first === "object" && first !== null) {
    const object = first as Record<string, unknown>
    const named = object["permissionsContext"] ?? object["permissionContext"] ?? object["context"] ?? object["id"]
    if (typeof named === "string") return named
  }
  throw invalid("expected [{ permissionsContext }]")
}

/** Removes the permission the request names; a context the user never got is refused. */
export const revokePermissions = (store: SecureSiteStore, user: SiteUser, params: unknown, listener?: PermissionsListener): null => {
  const context = contextOf(params)
  const granted = (user.permissions ?? []).find((permission) => permission.context.toLowerCase() === context.toLowerCase())
  if (!store.revokePermission(user.email, context)) throw new SiteError(UNKNOWN_PERMISSIONS_CONTEXT, INVALID_PARAMS)
  if (granted !== undefined) listener?.revoked({ chainId: granted.chainId, address: granted.address, context: granted.context })
  return null
}
