/**
 * What the running catalogue remembers: the known projects (changeable by tests), the analytics
 * events received, and failures queued for chosen paths.
 */
import { Effect, Option, Ref } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import type { ProjectConfig, ProjectPatch } from "./ProjectConfig.js"
import { projectConfig } from "./ProjectConfig.js"
import type { AnalyticsEventBody } from "./wire.js"

/** One accepted `POST /e`, with the SDK identity its query carried. */
export interface AnalyticsRecord {
  readonly projectId: string
  readonly sdkType: string | undefined
  readonly sdkVersion: string | undefined
  readonly origin: string | undefined
  readonly body: AnalyticsEventBody
}

export interface CatalogueState {
  readonly wallets: ReadonlyArray<WcWallet>
  readonly walletsByImageId: ReadonlyMap<string, WcWallet>
  readonly projects: Ref.Ref<ReadonlyMap<string, ProjectConfig>>
  readonly analytics: Ref.Ref<ReadonlyArray<AnalyticsRecord>>
  /** Per path, the statuses the next requests are answered with, first one first. */
  readonly failures: Ref.Ref<ReadonlyMap<string, ReadonlyArray<number>>>
}

export const makeCatalogueState = (
  wallets: ReadonlyArray<WcWallet>,
  projects: ReadonlyArray<ProjectConfig>
): Effect.Effect<CatalogueState> =>
  Effect.gen(function* () {
    return {
      wallets,
      walletsByImageId: new Map(wallets.flatMap((wallet) => (wallet.image_id === undefined ? [] : [[wallet.image_id, wallet] as const]))),
      projects: yield* Ref.make<ReadonlyMap<string, ProjectConfig>>(new Map(projects.map((project) => [project.projectId, project]))),
      analytics: yield* Ref.make<ReadonlyArray<AnalyticsRecord>>([]),
      failures: yield* Ref.make<ReadonlyMap<string, ReadonlyArray<number>>>(new Map())
    }
  })

export const findProject = (state: CatalogueState, projectId: string): Effect.Effect<Option.Option<ProjectConfig>> =>
  Effect.map(Ref.get(state.projects), (projects) => Option.fromNullable(projects.get(projectId)))

/** Changes a known project, or adds a new one with defaults for whatever the patch leaves out. */
export const setProject = (state: CatalogueState, projectId: string, patch: ProjectPatch): Effect.Effect<ProjectConfig> =>
  Ref.modify(state.projects, (projects) => {
    const current = projects.get(projectId)
    const next = current === undefined ? projectConfig({ ...patch, projectId }) : { ...current, ...patch, projectId }
    return [next, new Map(projects).set(projectId, next)]
  })

export const removeProject = (state: CatalogueState, projectId: string): Effect.Effect<boolean> =>
  Ref.modify(state.projects, (projects) => {
    if (!projects.has(projectId)) return [false, projects]
    const next = new Map(projects)
    next.delete(projectId)
    return [true, next]
  })

/** Queues `times` answers with `status` for the next requests to `path`, after any already queued. */
export const failNext = (state: CatalogueState, path: string, status: number, times: number): Effect.Effect<void> =>
  Ref.update(state.failures, (failures) =>
    new Map(failures).set(path, [...(failures.get(path) ?? []), ...Array.from({ length: times }, () => status)])
  )

/** The status a request to `path` must fail with, if one is queued; using it removes it. */
export const takeFailure = (state: CatalogueState, path: string): Effect.Effect<Option.Option<number>> =>
  Ref.modify(state.failures, (failures) => {
    const [first, ...rest] = failures.get(path) ?? []
    if (first === undefined) return [Option.none(), failures]
    const next = new Map(failures)
    if (rest.length === 0) next.delete(path)
    else next.set(path, rest)
    return [Option.some(first), next]
  })

export const recordEvent = (state: CatalogueState, record: AnalyticsRecord): Effect.Effect<void> =>
  Ref.update(state.analytics, (records) => [...records, record])
