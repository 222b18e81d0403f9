import type { FaultPlan } from "./FaultPlan.js"

/** A fault in force, as `GET /__faults` lists it: how many requests it has met, and how many it has left. */
export interface ActiveFault extends FaultPlan {
  readonly hits: number
  readonly timesLeft: number | null
}

/**
 * The faults one stand-in is told to show, newest first: a request takes the newest fault whose
 * route matches it. Requests held by "hang" wait until their route is cleared, then are served.
 */
export interface FaultRegistry {
  readonly add: (plan: FaultPlan) => ActiveFault
  /** Lifts the faults of `route` (every fault when absent) and lets their held requests through; answers how many were lifted. */
  readonly clear: (route?: string) => number
  readonly list: () => ReadonlyArray<ActiveFault>
  /** The fault for a request to `path` (routes starting with "/" are path prefixes); counts it as met. */
  readonly matchPath: (path: string) => FaultPlan | undefined
  /** The fault for a JSON-RPC request naming `methods` (routes without "/" are method names); counts it as met. */
  readonly matchMethods: (methods: ReadonlyArray<string>) => FaultPlan | undefined
  /** Resolves once `route` is cleared: how long a "hang" holds its request. */
  readonly held: (route: string) => Promise<void>
  /** Called with each fault added (e.g. the relay cuts its open sockets on "drop"). */
  readonly onAdd: (listener: (plan: FaultPlan) => void) => void
}

interface Entry {
  readonly plan: FaultPlan
  hits: number
  left: number | undefined
}

export const isPathRoute = (route: string): boolean => route.startsWith("/")

export const makeFaultRegistry = (): FaultRegistry => {
  let entries: Array<Entry> = []
  const holds = new Map<string, Array<() => void>>()
  const listeners: Array<(plan: FaultPlan) => void> = []

  const take = (found: (route: string) => boolean): FaultPlan | undefined => {
    const entry = entries.find((candidate) => found(candidate.plan.route))
    if (entry === undefined) return undefined
    entry.hits += 1
    if (entry.left !== undefined) {
      entry.left -= 1
      // Used up: lifted, but what it holds stays held until its route is cleared.
      if (entry.left === 0) entries = entries.filter((candidate) => candidate !== entry)
    }
    return entry.plan
  }

  const release = (route: string | undefined) => {
    for (const [held, waiters] of holds) {
      if (route !== undefined && held !== route) continue
      holds.delete(held)
      for (const wake of waiters) wake()
    }
  }

  return {
    add: (plan) => {
      const entry: Entry = { plan, hits: 0, left: plan.times }
      entries = [entry, ...entries]
      for (const listener of listeners) listener(plan)
      return activeOf(entry)
    },
    clear: (route) => {
      const before = entries.length
      entries = route === undefined ? [] : entries.filter((entry) => entry.plan.route !== route)
      release(route)
      return before - entries.length
    },
    list: () => entries.map(activeOf),
    matchPath: (path) => take((route) => isPathRoute(route) && path.startsWith(route)),
    matchMethods: (methods) => (methods.length === 0 ? undefined : take((route) => !isPathRoute(route) && methods.includes(route))),
    held: (route) =>
      new Promise<void>((resolve) => {
        holds.set(route, [...(holds.get(route) ?? []), resolve])
      }),
    onAdd: (listener) => {
      listeners.push(listener)
    }
  }
}

const activeOf = (entry: Entry): ActiveFault => ({ ...entry.plan, hits: entry.hits, timesLeft: entry.left ?? null })
