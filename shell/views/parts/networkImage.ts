import type { Network } from "../../../schemas/Network.js"

/** A network's image: its own URL, else its catalogue asset image, else none (the initial shows). */
export const networkImage = (network: Network | undefined, assetUrl: (imageId: string) => string): string | undefined => {
  const assets = network?.assets
  if (assets?.imageUrl !== undefined && assets.imageUrl !== "") return assets.imageUrl
  return assets?.imageId === undefined ? undefined : assetUrl(assets.imageId)
}
