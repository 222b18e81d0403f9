import { useMemo } from "react"
import { imageUrls } from "../../../core/catalogue/walletImageUrl.js"
import type { ImageUrls } from "../../../core/catalogue/walletImageUrl.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { ConnectorsState } from "../../../core/services/Connectors.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { WalletCatalogueState } from "../../../core/services/WalletCatalogue.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useService } from "./useService.js"

/** The wallet catalogue as loaded so far, re-rendering as it changes. */
export const useCatalogueState = (): WalletCatalogueState => {
  const { runtime } = useHandle()
  return useStateRef(runtime, useService(WalletCatalogue).state)
}

/** The connectors and connections, re-rendering as they change. */
export const useConnectorsState = (): ConnectorsState => {
  const { runtime } = useHandle()
  return useStateRef(runtime, useService(Connectors).state)
}

/** Image URL builders of the catalogue, resolved once per instance. */
export const useImageUrls = (): ImageUrls => {
  const { runtime } = useHandle()
  return useMemo(() => runtime.runSync(imageUrls), [runtime])
}
