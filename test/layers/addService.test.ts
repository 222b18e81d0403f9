import { describe, expect, it } from "vitest"
import { Context, Effect } from "effect"
import { addService } from "../../layers/addService.js"

class Greeting extends Context.Tag("test/Greeting")<Greeting, string>() {}
class Shout extends Context.Tag("test/Shout")<Shout, string>() {}

describe("addService", () => {
  it("builds a service with the services added before it and keeps them all", () => {
    const context = Effect.runSync(
      Effect.succeed(Context.make(Greeting, "hello")).pipe(
        Effect.flatMap(addService(Shout, Effect.map(Greeting, (greeting) => `${greeting.toUpperCase()}!`)))
      )
    )
    expect(Context.get(context, Greeting)).toBe("hello")
    expect(Context.get(context, Shout)).toBe("HELLO!")
  })

  it("builds each service once, in order", () => {
    const order: Array<string> = []
    const made = (name: string) => Effect.sync(() => (order.push(name), name))
    Effect.runSync(
      Effect.succeed(Context.empty()).pipe(Effect.flatMap(addService(Greeting, made("greeting"))), Effect.flatMap(addService(Shout, made("shout"))))
    )
    expect(order).toEqual(["greeting", "shout"])
  })
})
