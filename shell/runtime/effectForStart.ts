import { Effect, Fiber, Layer, PubSub, Ref, Runtime, Schema, SynchronizedRef } from "effect"

/**
 * The parts of effect the instance's start runs on. Imported a task before the instance's own
 * code (`loadStartInstance`), they make a chunk of their own, so that evaluating effect and
 * evaluating the instance's modules are two tasks of the page's main thread instead of one long
 * one. The list is what keeps them in that chunk; nothing calls it.
 */
export const effectForStart: ReadonlyArray<unknown> = [
  Layer.toRuntime,
  Effect.runPromise,
  Runtime.runFork,
  Schema.decodeUnknown,
  PubSub.unbounded,
  Ref.make,
  SynchronizedRef.make,
  Fiber.interrupt
]
