/**
 * The wire shapes this stand-in speaks (WIRE §2, §3), taken from the product's own schemas:
 * responses are encoded with them and analytics bodies decoded with them, so the stand-in and
 * the client cannot drift apart.
 */
export {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  GetWalletsResponse,
  ProjectConfigResponse,
  RemoteFeatureEntry
} from "../../schemas/CatalogueApi.js"
export { AnalyticsRequestBody as AnalyticsEventBody } from "../../schemas/AnalyticsEvent.js"
