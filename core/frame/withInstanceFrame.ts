import { Effect } from "effect"
import { SecureFrame } from "../services/SecureFrame.js"
import { WalletConnections } from "../services/WalletConnections.js"
import type { KindError } from "../services/WalletConnections.js"

/**
 * Runs a program over the instance's secure frame, which the connection kinds hold (SPEC §4: one
 * frame per page, made on first need), so the email login and the embedded wallet share it.
 */
export const withInstanceFrame = <A, E, R>(
  program: Effect.Effect<A, E, R>
): Effect.Effect<A, E | KindError, Exclude<R, SecureFrame> | WalletConnections> =>
  Effect.flatMap(
    Effect.flatMap(WalletConnections, (connections) => connections.secureFrame),
    (frame) => Effect.provideService(program, SecureFrame, frame)
  )
