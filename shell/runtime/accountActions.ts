import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"

/**
 * What `setPreferredAccountType` runs: the embedded wallet's EVM account switched between its EOA
 * and its smart account (SPEC §4). The program loads on first use; a refusal rejects the host's
 * promise with the typed error.
 */
export const switchAccountType = (type: EmbeddedAccountType, namespace: ChainNamespace) =>
  Effect.promise(() => import("../../core/account/setPreferredAccountType.js")).pipe(
    Effect.flatMap(({ setPreferredAccountType }) => setPreferredAccountType(type, namespace))
  )

/**
 * What `waitForCallsStatus` runs: a `wallet_sendCalls` batch's status read every second until it is
 * final (EIP-5792), at most 60 s. The program loads on first use.
 */
export const awaitCallsStatus = (id: string) =>
  Effect.promise(() => import("../../core/evm/waitForCallsStatus.js")).pipe(Effect.flatMap(({ waitForCallsStatus }) => waitForCallsStatus(id)))

/**
 * What `setAnalyticsConsent` runs: the visitor's answer on telemetry recorded (nothing leaves the
 * page without it). The program loads on first use.
 */
export const recordAnalyticsConsent = (granted: boolean) =>
  Effect.promise(() => import("../../core/analytics/setAnalyticsConsent.js")).pipe(Effect.flatMap(({ setAnalyticsConsent }) => setAnalyticsConsent(granted)))
