/**
 * How the dev wallet presents itself to pages (EIP-6963 provider info). The name and rdns are the
 * ones the local catalogue lists it under, so discovery can match the announcement to the entry.
 */
export const DEV_WALLET_NAME = "Doorway Dev Wallet"
export const DEV_WALLET_RDNS = "org.doorway.devwallet"

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1f6feb"/>' +
  '<rect x="30" y="18" width="36" height="62" rx="3" fill="#ffffff"/>' +
  '<rect x="36" y="24" width="24" height="56" fill="#0b3d91"/>' +
  '<circle cx="54" cy="52" r="3.5" fill="#ffd33d"/>' +
  "</svg>"

/** A square SVG as a data URI, as EIP-6963 asks of wallet icons. */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`

/** The EIP-6963 `info` of one page session: a fresh UUIDv4 per announcement source. */
export interface DevWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly rdns: string
}

export const devWalletInfo = (uuid: string = crypto.randomUUID()): DevWalletInfo => ({
  uuid,
  name: DEV_WALLET_NAME,
  icon: DEV_WALLET_ICON as `data:image/${string}`,
  rdns: DEV_WALLET_RDNS
})
