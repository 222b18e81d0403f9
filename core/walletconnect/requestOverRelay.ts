/**
 * A wallet request over WalletConnect and the relay's socket (WIRE §6): the request is handed to
 * the SDK only once the socket is open, so a request made while the relay is down is sent the
 * moment it is back, or, when it is not back within WALLET_REACH_LIMIT, fails with
 * WalletUnreachable ('Failed to reach the wallet') without ever being sent: nothing reaches the
 * wallet after the visitor was told it failed, nothing twice. For the whole request, a socket down
 * for WALLET_UNREACHABLE_NOTICE_DELAY shows the notice (the wallet cannot be reached) until it is
 * back, and the client is asked to reopen it every RELAY_RECONNECT_EVERY (the SDK alone retries in
 * bursts up to 20 s apart). Once sent, the SDK and the relay's mailbox carry the request; the
 * wallet's answer has the SDK's own expiry.
 */
import { Effect, Ref, Schedule, Stream } from "effect"
import { RELAY_RECONNECT_EVERY, WALLET_REACH_LIMIT, WALLET_UNREACHABLE_NOTICE_DELAY } from "./relayWaits.js"
import { WalletUnreachable } from "../errors/WalletConnectErrors.js"
import { changesOf } from "../state/changesOf.js"
import type { RelayLink } from "./RelayLink.js"

/** What the visitor is shown while the wallet cannot be reached. Neither fails. */
export interface ReachNotice {
  readonly show: Effect.Effect<void>
  readonly hide: Effect.Effect<void>
}

export const requestOverRelay = <A, E, R>(
  link: RelayLink,
  notice: ReachNotice,
  method: string,
  send: Effect.Effect<A, E, R>
): Effect.Effect<A, E | WalletUnreachable, R> =>
  Effect.gen(function* () {
    const shown = yield* Ref.make(false)
    const show = Effect.zipRight(Ref.set(shown, true), notice.show)
    const hide = Effect.flatMap(Ref.getAndSet(shown, false), (was) => (was ? notice.hide : Effect.void))
    const changes = Stream.changes(changesOf(link.connected))
    // Each change ends what the one before started (a pending notice, the reconnect loop).
    const follow = Stream.runDrain(
      Stream.flatMap(
        changes,
        (up) =>
          up
            ? Stream.fromEffect(hide)
            : Stream.merge(
                Stream.fromEffect(Effect.zipRight(Effect.sleep(WALLET_UNREACHABLE_NOTICE_DELAY), show)),
                Stream.repeatEffectWithSchedule(link.reconnect, Schedule.spaced(RELAY_RECONNECT_EVERY))
              ),
        { switch: true }
      )
    )
    const open = Stream.runDrain(Stream.take(Stream.filter(changes, (up) => up), 1)).pipe(
      Effect.timeoutFail({
        duration: WALLET_REACH_LIMIT,
        onTimeout: () => new WalletUnreachable({ method, cause: "The relay could not be reached for 60 s: the request was not sent" })
      })
    )
    return yield* Effect.scoped(
      Effect.gen(function* () {
        yield* Effect.forkScoped(follow)
        yield* open
        return yield* send
      })
    ).pipe(Effect.ensuring(hide))
  }).pipe(Effect.withSpan("walletconnect.requestOverRelay"))
