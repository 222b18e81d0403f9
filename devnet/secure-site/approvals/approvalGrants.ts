/**
 * One-time approvals (SPEC §6's NOT SAFE methods): the frame page asks for one only after a
 * trusted click on Approve, and the site issues it bound to that exact request (session, host
 * origin, method, params, chain). Signing or sending redeems it once; a missing, unknown, used,
 * expired or mismatched approval is refused, so neither a replay nor an altered request is served.
 * The clock is injectable so tests reach the expiry without waiting.
 */
import { randomBytes } from "node:crypto"
import { SiteError } from "../SiteError.js"
import { UNAUTHORIZED } from "../../wallet/ProviderRpcError.js"

/** How long an approval waits for its request; the frame forwards it right after the click. */
export const APPROVAL_LIFETIME_MS = 60_000

export const APPROVAL_MISSING = "The request was not approved in the wallet frame"
export const APPROVAL_UNKNOWN = "The approval is not valid or was already used"
export const APPROVAL_EXPIRED = "The approval has expired"
export const APPROVAL_MISMATCH = "The approval was given for another request"

interface Grant {
  readonly binding: string
  readonly expiresAt: number
}

export interface ApprovalGrants {
  /** A new approval id for the request `binding` describes (approvalBinding.ts). */
  readonly issue: (binding: string) => string
  /** Uses the approval up for `binding`, or throws the refusal (4100). */
  readonly redeem: (approval: string | undefined, binding: string) => void
}

export const makeApprovalGrants = (now: () => number = Date.now): ApprovalGrants => {
  const grants = new Map<string, Grant>()

  const dropExpired = () => {
    const at = now()
    for (const [id, grant] of grants) if (grant.expiresAt <= at) grants.delete(id)
  }

  return {
    issue: (binding) => {
      dropExpired()
      const id = randomBytes(32).toString("base64url")
      grants.set(id, { binding, expiresAt: now() + APPROVAL_LIFETIME_MS })
      return id
    },
    redeem: (approval, binding) => {
      if (approval === undefined) throw new SiteError(APPROVAL_MISSING, UNAUTHORIZED)
      const grant = grants.get(approval)
      // Any use spends it: an altered request cannot be followed by a second try with the same id.
      grants.delete(approval)
      if (grant === undefined) throw new SiteError(APPROVAL_UNKNOWN, UNAUTHORIZED)
      if (now() >= grant.expiresAt) throw new SiteError(APPROVAL_EXPIRED, UNAUTHORIZED)
      if (grant.binding !== binding) throw new SiteError(APPROVAL_MISMATCH, UNAUTHORIZED)
    }
  }
}
