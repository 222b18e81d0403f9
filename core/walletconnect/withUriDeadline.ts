import { Deferred, Effect, Either } from "effect"
import { ConnectFailed } from "../errors/ConnectionErrors.js"
import type { ConnectPrompt } from "../services/WalletConnections.js"

/** How long a pairing may take to show its first URI (10 s, one of SPEC §9's time constants). */
export const PAIRING_URI_WAIT = "10 seconds"

/**
 * A pairing's connect (`connect`, given the prompt to show its URIs with) that fails with
 * ConnectFailed ('Failed to connect', with Try again in the view) when no URI is shown within 10 s
 * of asking: making one needs the relay, and when it cannot be reached the SDK retries its socket
 * without end while the view would say "Preparing the QR code" forever. Once a URI is shown the
 * wait for the wallet has no limit here: the proposal's own expiry rules it.
 */
export const withUriDeadline = <A, E, R>(connect: (prompt: ConnectPrompt) => Effect.Effect<A, E, R>, prompt: ConnectPrompt) =>
  Effect.gen(function* () {
    const shown = yield* Deferred.make<void>()
    const watched: ConnectPrompt = { ...prompt, showUri: (uri) => Effect.zipRight(Deferred.succeed(shown, undefined), prompt.showUri(uri)) }
    const deadline = Effect.sleep(PAIRING_URI_WAIT).pipe(
      Effect.zipRight(Deferred.isDone(shown)),
      Effect.flatMap((done) =>
        done ? Effect.never : Effect.succeed(Either.left(new ConnectFailed({ cause: "No pairing URI within 10 s: the relay could not be reached" })))
      )
    )
    // Both sides succeed with an outcome, so the first to end wins and the other is interrupted.
    const outcome = yield* Effect.race(Effect.either(connect(watched)), deadline)
    return yield* outcome
  })
