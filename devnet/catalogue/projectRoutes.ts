/** The per-project answers: remote features, allowed origins, analytics switch (WIRE §2.3–2.5). */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect } from "effect"
import type { CatalogueState } from "./CatalogueState.js"
import { requireProject } from "./requireProject.js"
import { respondJson } from "./respond.js"
import { AllowedOriginsResponse, AnalyticsConfigResponse, ProjectConfigResponse } from "./wire.js"

export const projectRoutes = (state: CatalogueState) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/appkit/v1/config",
      Effect.flatMap(requireProject(state), ({ project }) => respondJson(ProjectConfigResponse, { features: project.features }))
    ),
    HttpRouter.get(
      "/projects/v1/origins",
      Effect.flatMap(requireProject(state), ({ project }) =>
        respondJson(AllowedOriginsResponse, { allowedOrigins: project.allowedOrigins })
      )
    ),
    HttpRouter.get(
      "/getAnalyticsConfig",
      Effect.flatMap(requireProject(state), ({ project }) =>
        respondJson(AnalyticsConfigResponse, { isAnalyticsEnabled: project.analyticsEnabled })
      )
    )
  )
