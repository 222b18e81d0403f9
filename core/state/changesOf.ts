import { Effect, Stream } from "effect"
import type { StateRef } from "./StateRef.js"

/**
 * The ref's value when the stream starts, then every later value: what effect's
 * `SubscriptionRef.changes` gives, for programs that combine changes with stream operators.
 * Following one ref needs no stream: `followRef`.
 */
export const changesOf = <A>(ref: StateRef<A>): Stream.Stream<A> =>
  Stream.unwrapScoped(Effect.map(ref.subscribe, ([current, later]) => Stream.concat(Stream.make(current), Stream.fromQueue(later))))
