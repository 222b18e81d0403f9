import { Context, Deferred, Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { PendingTransactions } from "../../core/services/PendingTransactions.js"
import { TokenBalanceFailures } from "../../core/services/TokenBalanceFailures.js"
import type { AppHandle } from "../../shell/runtime/AppHandle.js"
import { pendingTransactionsOf } from "../../shell/views/account/pendingServices.js"
import { sendServicesOf } from "../../shell/views/account/sendServices.js"
import { transactionFlowServices } from "../../shell/views/account/transactionFlowServices.js"
import { swapServicesOf } from "../../shell/views/swap/swapServices.js"
import { makeHandle } from "./views/viewEnv.js"

/** A flow's state for the test: it says when the flow's reset program started with it. */
class Probe extends Context.Tag("test/Probe")<Probe, { readonly resetStarted: Deferred.Deferred<void> }>() {}

const probeFlow = () =>
  transactionFlowServices(
    Probe,
    Effect.map(Deferred.make<void>(), (resetStarted) => Probe.of({ resetStarted })),
    Effect.flatMap(Probe, (probe) => Deferred.succeed(probe.resetStarted, undefined))
  )

const handles: Array<AppHandle> = []
const handle = (): AppHandle => {
  const made = makeHandle()
  handles.push(made)
  return made
}
afterEach(async () => {
  await Promise.all(handles.splice(0).map((made) => made.runtime.dispose()))
})

describe("transactionFlowServices: what Send and Swap keep per instance", () => {
  it("makes one set of services per instance, idle at first, its pending transactions the instance's", () => {
    const flow = probeFlow()
    const first = handle().runtime
    const services = flow.servicesOf(first)
    expect(flow.servicesOf(first)).toBe(services)
    expect(flow.servicesOf(handle().runtime)).not.toBe(services)
    expect(Effect.runSync(services.lastRun.get)).toEqual({ _tag: "Idle" })
    expect(services.pending).toBe(pendingTransactionsOf(first))
  })

  it("starts the flow's reset on account change with the flow's own state", async () => {
    const flow = probeFlow()
    const { runtime } = handle()
    const services = flow.servicesOf(runtime)
    await runtime.runPromise(Deferred.await(services.flow.resetStarted))
    expect(await runtime.runPromise(Deferred.isDone(services.flow.resetStarted))).toBe(true)
  })

  it("gives a program the flow's state, the token balance failures and the pending transactions", async () => {
    const flow = probeFlow()
    const { runtime } = handle()
    const services = flow.servicesOf(runtime)
    const seen = await runtime.runPromise(flow.provide(services)(Effect.all([Probe, TokenBalanceFailures, PendingTransactions])))
    expect(seen).toEqual([services.flow, services.failures, services.pending])
  })

  it("Send and Swap each have their own state and last run, and share the instance's pending transactions", () => {
    const { runtime } = handle()
    const send = sendServicesOf(runtime)
    const swap = swapServicesOf(runtime)
    expect(send.flow).not.toBe(swap.flow)
    expect(send.lastRun).not.toBe(swap.lastRun)
    expect(send.failures).not.toBe(swap.failures)
    expect(send.pending).toBe(swap.pending)
  })
})
