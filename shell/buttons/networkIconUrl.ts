import { assetImagePath } from "../../core/catalogue/imagePaths.js"
import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import { makeApiClientConfig } from "../../core/http/ApiClientConfig.js"
import { buildRequestUrl } from "../../core/http/buildRequestUrl.js"
import { sdkVersion } from "../../core/http/sdkVersion.js"
import type { Network } from "../../schemas/Network.js"
import { networkImage } from "../views/parts/networkImage.js"

/**
 * A network's icon outside the modal, before its runtime exists: the network's own image, else
 * its catalogue image at the URL the modal's REST client builds for it (so the browser's cache
 * serves the modal), else none.
 */
export const networkIconUrl = (options: ResolvedOptions, network: Network | undefined): string | undefined =>
  networkImage(network, (imageId) =>
    buildRequestUrl(
      makeApiClientConfig({
        projectId: options.projectId,
        sdkVersion: sdkVersion("react", []),
        baseUrls: { catalogue: options.endpoints.catalogue }
      }),
      { method: "GET", service: "catalogue", path: assetImagePath(imageId) }
    )
  )
