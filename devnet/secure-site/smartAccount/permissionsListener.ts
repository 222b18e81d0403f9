/**
 * Who learns of the ERC-7715 permissions the site grants and revokes: the hosted data service
 * lists an account's grants as its smart sessions (WIRE §1.2), so the local stack hands each grant
 * to its data stand-in the moment the user approves it.
 */
import type { Hex } from "viem"

/** The app a request came from: its project and the host origin the frame saw. */
export interface PermissionRequester {
  readonly projectId: string
  readonly origin: string
}

export interface GrantedPermissionEvent {
  readonly requester: PermissionRequester | undefined
  readonly chainId: number
  /** The account that granted it: the user's key or its smart account. */
  readonly address: Hex
  /** The id the grant answered (`permissionsContext`). */
  readonly context: Hex
  /** The request as the app sent it (expiry in seconds, permissions, policies, signer). */
  readonly request: Readonly<Record<string, unknown>>
  readonly grantedAtMs: number
}

export interface PermissionsListener {
  readonly granted: (event: GrantedPermissionEvent) => void
  readonly revoked: (event: { readonly chainId: number; readonly address: Hex; readonly context: Hex }) => void
}
