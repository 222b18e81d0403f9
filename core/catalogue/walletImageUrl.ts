import { Effect } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { ApiClient } from "../services/ApiClient.js"
import { assetImagePath, walletImagePath } from "./imagePaths.js"

// The paths live apart, free of Effect, so a page-start button can build an image URL.
export { assetImagePath, walletImagePath } from "./imagePaths.js"

/** The URL the browser loads a wallet's image from (project id, sdk type and version included). */
export const walletImageUrl = (imageId: string) =>
  Effect.map(ApiClient, (api) => api.url("catalogue", walletImagePath(imageId)))

/** The URL of a network's or connector's image from the catalogue. */
export const assetImageUrl = (imageId: string) =>
  Effect.map(ApiClient, (api) => api.url("catalogue", assetImagePath(imageId)))

/** Image URLs of catalogue entries and assets: a wallet's own `image_url`, else its catalogue image. */
export interface ImageUrls {
  readonly wallet: (wallet: WcWallet) => string | undefined
  readonly asset: (imageId: string) => string
}

/** The image URL builders, resolved once so a list of hundreds of rows needs no effect per row. */
export const imageUrls: Effect.Effect<ImageUrls, never, ApiClient> = Effect.map(ApiClient, (api) => ({
  wallet: (wallet) =>
    wallet.image_url ?? (wallet.image_id === undefined ? undefined : api.url("catalogue", walletImagePath(wallet.image_id))),
  asset: (imageId) => api.url("catalogue", assetImagePath(imageId))
}))
