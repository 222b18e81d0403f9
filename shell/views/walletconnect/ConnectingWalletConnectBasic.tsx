import type { ReactNode } from "react"
import { GridIcon } from "../parts/GridIcon.js"
import { ListItem } from "../parts/ListItem.js"
import { ConnectingWalletConnect } from "./ConnectingWalletConnect.js"
import type { ConnectingWalletConnectProps } from "./ConnectingWalletConnect.js"

export interface ConnectingWalletConnectBasicProps
  extends Pick<ConnectingWalletConnectProps, "uri" | "expired" | "platform" | "error" | "onCopy" | "onOpenDeepLink" | "onRetry"> {
  /** On a phone: the wallets to pick from (recent, featured, recommended), as the Connect view lists them. */
  readonly wallets: ReactNode
  /** All Wallets, the whole catalogue; none when the host turned it off (features.allWallets). */
  readonly onAllWallets: (() => void) | undefined
  /** The All Wallets row's tag (the catalogue's count), as on the Connect view. */
  readonly allWalletsTag?: string | undefined
}

/**
 * ConnectingWalletConnectBasic, the connect view of basic mode (SPEC §1: no email, socials or
 * other remote features), as AppKit 1.7.16 draws it. On a computer: the QR code any WalletConnect
 * wallet scans and Copy link, then All Wallets. On a phone, where a code on the phone's own screen
 * cannot be scanned: the wallets to open, then All Wallets.
 */
export const ConnectingWalletConnectBasic = (props: ConnectingWalletConnectBasicProps) => (
  <div className="doorway-section" data-testid="walletconnect-basic">
    {props.platform.isMobile ? props.wallets : <ConnectingWalletConnect {...props} wallet={undefined} walletImageSrc={undefined} />}
    {props.onAllWallets === undefined ? null : (
      <ListItem
        testId="all-wallets-row"
        name="All Wallets"
        image={undefined}
        icon={<GridIcon />}
        tag={props.allWalletsTag}
        tagVariant="accent"
        onClick={props.onAllWallets}
      />
    )}
  </div>
)
