/**
 * The projects the local catalogue knows: each with its allowed origins, its remote feature
 * configuration (WIRE §2.3) and whether analytics is on (WIRE §2.5).
 */
import type { RemoteFeatureEntry } from "../../schemas/CatalogueApi.js"

export const DEMO_PROJECT_ID = "doorway-demo"
export const TEST_PROJECT_ID = "doorway-test"

export const DEFAULT_ALLOWED_ORIGINS: ReadonlyArray<string> = ["http://127.0.0.1:*", "http://localhost:*"]

export interface ProjectConfig {
  readonly projectId: string
  readonly allowedOrigins: ReadonlyArray<string>
  readonly features: ReadonlyArray<RemoteFeatureEntry>
  readonly analyticsEnabled: boolean
}

/** A project as a caller describes it: anything left out takes the default. */
export type ProjectInput = { readonly projectId: string } & Partial<Omit<ProjectConfig, "projectId">>

/** A change to a known project, or the fields of a new one. */
export type ProjectPatch = Partial<Omit<ProjectConfig, "projectId">>

/** Everything switched on from the server, with array configs so the server's word wins. */
export const DEMO_FEATURES: ReadonlyArray<RemoteFeatureEntry> = [
  { id: "social_login", isEnabled: true, config: ["email", "google", "x", "discord", "farcaster", "github", "apple", "facebook"] },
  { id: "swap", isEnabled: true, config: ["1inch"] },
  { id: "onramp", isEnabled: true, config: ["meld"] },
  { id: "activity", isEnabled: true, config: [] },
  { id: "reown_branding", isEnabled: true, config: [] },
  { id: "multi_wallet", isEnabled: true, config: [] }
]

/** Every feature present with `config: null`, so the host app's local options decide. */
export const DEFERRING_FEATURES: ReadonlyArray<RemoteFeatureEntry> = [
  { id: "social_login", isEnabled: true, config: null },
  { id: "swap", isEnabled: true, config: null },
  { id: "onramp", isEnabled: true, config: null },
  { id: "activity", isEnabled: true, config: null },
  { id: "reown_branding", isEnabled: true, config: null },
  { id: "multi_wallet", isEnabled: true, config: null }
]

export const projectConfig = (input: ProjectInput): ProjectConfig => ({
  projectId: input.projectId,
  allowedOrigins: input.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
  features: input.features ?? DEFERRING_FEATURES,
  analyticsEnabled: input.analyticsEnabled ?? true
})

export const DEFAULT_PROJECTS: ReadonlyArray<ProjectConfig> = [
  projectConfig({ projectId: DEMO_PROJECT_ID, features: DEMO_FEATURES }),
  projectConfig({ projectId: TEST_PROJECT_ID })
]

/**
 * Whether an origin is on a project's allowlist, by the rule the client applies (WIRE §2.4): a
 * pattern with `*` matches the whole string with `*` standing for anything; otherwise the origins
 * must be equal.
 */
export const isOriginAllowed = (allowedOrigins: ReadonlyArray<string>, origin: string): boolean =>
  allowedOrigins.some((pattern) => {
    if (!pattern.includes("*")) return pattern === origin
    const source = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")
    return new RegExp(`^${source}$`).test(origin)
  })
