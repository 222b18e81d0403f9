import { Effect, Option, Ref } from "effect"
import { ProjectConfigResponse } from "../../schemas/CatalogueApi.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import { showAlert } from "../alerts/showAlert.js"
import { showProviderAlert } from "../alerts/showProviderAlert.js"
import { LocalConfigurationIgnored } from "../errors/AlertErrors.js"
import type { Alerts } from "../services/Alerts.js"
import { ApiClient } from "../services/ApiClient.js"
import { Features } from "../services/Features.js"
import { Options } from "../services/Options.js"
import { BASIC_REMOTE_FEATURES } from "./defaults.js"
import { localRemoteFeatures } from "./localRemoteFeatures.js"
import { resolveRemoteFeatures } from "./resolveRemoteFeatures.js"

export const PROJECT_CONFIG_PATH = "/appkit/v1/config"

/**
 * Loads the project configuration and stores the features in effect (WIRE §2.3). Basic mode turns
 * every remote feature off without asking. If the request fails or its answer has no features, the
 * host's options and the defaults apply; a refusal that names a configuration problem (the provider
 * strings of SPEC §8, such as 'Unauthorized: invalid key') shows its alert. Host options that the
 * configuration replaced are listed in a warning alert.
 */
export const fetchRemoteFeatures: Effect.Effect<RemoteFeatures, never, Alerts | ApiClient | Features | Options> =
  Effect.gen(function* () {
    const options = yield* Options
    const features = yield* Features
    if (options.basic) {
      yield* Ref.set(features.state, BASIC_REMOTE_FEATURES)
      return BASIC_REMOTE_FEATURES
    }
    const api = yield* ApiClient
    const entries = yield* api.get({ service: "catalogue", path: PROJECT_CONFIG_PATH, schema: ProjectConfigResponse }).pipe(
      Effect.map((response) => Option.fromNullable(response.features)),
      // A refusal naming a configuration problem is shown (SPEC §8); the defaults apply either way.
      Effect.catchAll((error) => Effect.as(showProviderAlert(error), Option.none()))
    )
    const resolved = Option.match(entries, {
      onNone: () => ({ features: localRemoteFeatures(options.declaredFeatures), ignored: [] }),
      onSome: (list) => resolveRemoteFeatures(options.declaredFeatures, list)
    })
    yield* Ref.set(features.state, resolved.features)
    if (resolved.ignored.length > 0) yield* showAlert(new LocalConfigurationIgnored({ features: resolved.ignored }))
    return resolved.features
  }).pipe(Effect.withSpan("config.fetchRemoteFeatures"))
