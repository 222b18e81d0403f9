/** The catalogue path of a wallet's image (WIRE §2.2). */
export const walletImagePath = (imageId: string): string => `/getWalletImage/${encodeURIComponent(imageId)}`

/** The catalogue path of a network's or a connector's image (WIRE §2.2). */
export const assetImagePath = (imageId: string): string => `/public/getAssetImage/${encodeURIComponent(imageId)}`
