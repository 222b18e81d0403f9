import { Schema } from "effect"
import { FaultPlan, type FaultPlan as Plan } from "./FaultPlan.js"

const ActiveFaultAnswer = Schema.Struct({
  ...FaultPlan.fields,
  hits: Schema.Int,
  timesLeft: Schema.NullOr(Schema.Int)
})
const Listed = Schema.Struct({ faults: Schema.Array(ActiveFaultAnswer) })
const Set = Schema.Struct({ fault: ActiveFaultAnswer })
const Cleared = Schema.Struct({ cleared: Schema.Int })

const answerOf = async <A, I>(schema: Schema.Schema<A, I>, response: Response): Promise<A> => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text}`)
  return Schema.decodeUnknownSync(Schema.parseJson(schema))(text)
}

/** Tells the stand-in whose fault route is `faultsUrl` (from devnet.json's `faults`) to show `plan`. */
export const setFault = (faultsUrl: string, plan: Plan) =>
  fetch(faultsUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(plan) }).then((response) =>
    answerOf(Set, response).then((answer) => answer.fault)
  )

/** Lifts the faults of `route`, or every fault; answers how many were lifted. */
export const clearFaults = (faultsUrl: string, route?: string) => {
  const url = new URL(faultsUrl)
  if (route !== undefined) url.searchParams.set("route", route)
  return fetch(url, { method: "DELETE" }).then((response) => answerOf(Cleared, response).then((answer) => answer.cleared))
}

/** The faults in force, each with how many requests it has met. */
export const listFaults = (faultsUrl: string) => fetch(faultsUrl).then((response) => answerOf(Listed, response).then((answer) => answer.faults))
