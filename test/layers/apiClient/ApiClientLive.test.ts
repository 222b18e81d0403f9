import { Effect, Layer } from "effect"
import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { ApiClientLive } from "../../../layers/ApiClientLive.js"
import { ApiRequestLog } from "../../../layers/ApiClientTest.js"
import { apiClientContract } from "./ApiClient.contract.js"
import { serveRoutes } from "./routesServer.js"

apiClientContract("live over fetch against a local server", (options, routes) =>
  Layer.unwrapScoped(
    Effect.map(serveRoutes(routes), (server) =>
      Layer.merge(
        ApiClientLive(
          makeApiClientConfig({ ...options, baseUrls: { blockchain: server.url, catalogue: server.url, analytics: server.url } })
        ),
        Layer.succeed(ApiRequestLog, { requests: server.requests })
      )
    )
  )
)
