import type { AlertVariant } from "../services/Alerts.js"
import type { DoorwayError } from "../errors/DoorwayError.js"

/** Info for a disabled multi-wallet feature, warning for ignored local options, error otherwise. */
export const alertVariantOf = (error: DoorwayError): AlertVariant => {
  switch (error._tag) {
    case "MultiWalletDisabled":
      return "info"
    case "LocalConfigurationIgnored":
      return "warning"
    default:
      return "error"
  }
}
