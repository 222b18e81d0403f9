/**
 * POST /frame/approval: the frame page asks for a one-time approval after a trusted click on
 * Approve, sending the RPC_REQUEST event it showed. The site issues one only for a logged-in
 * session, a host origin the project allows and a method that needs approval (SPEC §6), bound to
 * that exact request (approvalBinding.ts).
 */
import { Either, ParseResult, Schema } from "effect"
import { AppEvent } from "../../../schemas/AppEvent.js"
import { UNAUTHORIZED } from "../../wallet/ProviderRpcError.js"
import { isOriginAllowed, ORIGIN_NOT_ALLOWED } from "../allowedOrigins.js"
import { needsApproval } from "../rpcMethods.js"
import type { SecureSiteStore } from "../SecureSiteStore.js"
import { NOT_LOGGED_IN, SiteError } from "../SiteError.js"
import { approvalBinding } from "./approvalBinding.js"
import type { ApprovalGrants } from "./approvalGrants.js"

export interface ApprovalRequest {
  readonly projectId: string
  /** `event.origin` of the host's message, and the frame's `location.ancestorOrigins[0]`. */
  readonly origins: ReadonlyArray<string>
  /** The session cookie's value. */
  readonly token: string | undefined
  readonly event: unknown
}

export interface ApprovalIssuerDeps {
  readonly store: SecureSiteStore
  readonly grants: ApprovalGrants
  readonly allowedOrigins: (projectId: string) => Promise<ReadonlyArray<string>>
}

const decodeEvent = Schema.decodeUnknownEither(AppEvent, { onExcessProperty: "ignore" })

/** The approval id, or a SiteError saying why none is issued. */
export const makeApprovalIssuer =
  ({ store, grants, allowedOrigins }: ApprovalIssuerDeps) =>
  async (request: ApprovalRequest): Promise<string> => {
    const allowed = await allowedOrigins(request.projectId)
    if (request.origins.length === 0 || !request.origins.every((origin) => isOriginAllowed(allowed, origin))) {
      throw new SiteError(ORIGIN_NOT_ALLOWED, UNAUTHORIZED)
    }
    const session = request.token === undefined ? undefined : store.session(request.token)
    if (session === undefined) throw new SiteError(NOT_LOGGED_IN, UNAUTHORIZED)
    const decoded = decodeEvent(request.event)
    if (Either.isLeft(decoded)) {
      throw new SiteError(`Invalid parameters: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`, -32602)
    }
    if (decoded.right.type !== "@w3m-app/RPC_REQUEST" || !needsApproval(decoded.right.payload.method)) {
      throw new SiteError("Only a request that needs approval can be approved", -32602)
    }
    const { payload } = decoded.right
    return grants.issue(
      approvalBinding({
        session: session.token,
        origin: request.origins[0] ?? "",
        method: payload.method,
        params: "params" in payload ? payload.params : undefined,
        chainId: payload.chainId
      })
    )
  }
