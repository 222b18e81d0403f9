import { Console, Effect, Layer } from "effect"

export interface ConsoleCall {
  readonly method: "log" | "error" | "warn" | "info" | "debug" | "trace"
  readonly text: string
}

const recordingConsole = (current: Console.Console, calls: Array<ConsoleCall>): Console.Console => {
  const record = (method: ConsoleCall["method"]) => (...args: ReadonlyArray<unknown>) => {
    calls.push({ method, text: args.map(String).join(" ") })
  }
  const unsafe: Console.UnsafeConsole = {
    ...current.unsafe,
    log: record("log"),
    error: record("error"),
    warn: record("warn"),
    info: record("info"),
    debug: record("debug"),
    trace: record("trace")
  }
  return { ...current, unsafe }
}

/** Runs `self` with a console whose output is recorded instead of printed. */
export const withCapturedConsole = <A, E, R>(
  self: (calls: ReadonlyArray<ConsoleCall>) => Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> =>
  Effect.flatMap(Effect.console, (current) => {
    const calls: Array<ConsoleCall> = []
    return self(calls).pipe(Effect.withConsole(recordingConsole(current, calls)))
  })

/** A console that swallows everything, so a test of a console-mirroring layer stays readable. */
export const quietConsole: Layer.Layer<never> = Layer.unwrapEffect(
  Effect.map(Effect.console, (current) => Console.setConsole(recordingConsole(current, [])))
)
