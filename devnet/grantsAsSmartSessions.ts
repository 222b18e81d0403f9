/**
 * The secure site's ERC-7715 grants as the data service's smart sessions (WIRE §1.2): the hosted
 * service lists what wallets granted; locally the site tells the data stand-in at once. A grant's
 * `pci` is its permissions context; its project is the app's project id and the origin it asked from.
 */
import type { SmartSession } from "../schemas/BlockchainApi.js"
import type { SmartSessionStore } from "./data/SmartSessionStore.js"
import type { GrantedPermissionEvent, PermissionsListener } from "./secure-site/smartAccount/permissionsListener.js"

const hostOf = (origin: string): string => {
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}

/** The session the data service lists for a grant. */
export const smartSessionOfGrant = (event: GrantedPermissionEvent): SmartSession => {
  const { request, requester } = event
  const policies = Array.isArray(request["policies"]) ? (request["policies"] as ReadonlyArray<unknown>) : []
  return {
    project: {
      id: requester?.projectId ?? "",
      name: requester === undefined || requester.origin === "" ? "Unknown app" : hostOf(requester.origin),
      ...(requester === undefined || requester.origin === "" ? {} : { url: requester.origin })
    },
    pci: event.context,
    expiry: typeof request["expiry"] === "number" ? request["expiry"] : 0,
    createdAt: Math.floor(event.grantedAtMs / 1000),
    permissions: Array.isArray(request["permissions"]) ? (request["permissions"] as ReadonlyArray<unknown>) : [],
    // A policy is named by its ERC-7715 `type`.
    policies: policies.flatMap((policy) =>
      typeof policy === "object" && policy !== null && typeof (policy as { type?: unknown }).type === "string" ? [{ id: (policy as { type: string }).type }] : []
    ),
    context: event.context
  }
}

/** Records grants in the sessions the data service holds (known once it has started) and drops revoked ones. */
export const grantsAsSmartSessions = (sessions: () => SmartSessionStore | undefined): PermissionsListener => ({
  granted: (event) => sessions()?.add(`eip155:${event.chainId}:${event.address}`, smartSessionOfGrant(event)),
  revoked: ({ chainId, address, context }) => {
    sessions()?.remove(`eip155:${chainId}:${address}`, context)
  }
})
