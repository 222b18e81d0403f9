import { useMemo } from "react"
import { useAppKitNetwork } from "../hooks/useAppKitNetwork.js"
import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { WalletImage } from "../views/parts/WalletImage.js"
import { ButtonStyle } from "./ButtonStyle.js"
import type { ButtonSize } from "./ButtonProps.js"
import { networkIconUrl } from "./networkIconUrl.js"
import { useButtonTexts } from "./useButtonTexts.js"
import { useButtonTheme } from "./useButtonTheme.js"
import { useModalOpener } from "./useModalOpener.js"

export interface NetworkButtonProps {
  readonly disabled?: boolean
  readonly size?: ButtonSize
}

/**
 * The active network (AppKit's `<appkit-network-button>`): its icon (its initial while there is
 * none) and name; it opens the list of networks. "Select network" while there is no active
 * network. Disabled when the site turned network switching off.
 */
export const NetworkButton = ({ disabled = false, size = "md" }: NetworkButtonProps) => {
  const { shell } = useInstanceHandle("NetworkButton")
  const { caipNetwork } = useAppKitNetwork()
  const theme = useButtonTheme()
  const texts = useButtonTexts("NetworkButton")
  const opener = useModalOpener("NetworkButton", "Networks")
  const icon = useMemo(() => networkIconUrl(shell.options, caipNetwork), [shell.options, caipNetwork])
  const name = caipNetwork?.name
  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="doorway-btn"
        data-testid="network"
        data-size={size}
        data-with-image={name === undefined ? undefined : ""}
        disabled={disabled || !shell.options.enableNetworkSwitch}
        {...opener}
        {...theme}
        lang={texts.locale}
        dir={texts.dir}
      >
        {name === undefined ? (
          <span className="doorway-btn-text">{texts.selectNetwork}</span>
        ) : (
          <>
            <WalletImage src={icon} name={name} size="s" />
            <span className="doorway-btn-hidden">{texts.network}</span>
            <span className="doorway-btn-text">{name}</span>
          </>
        )}
      </button>
    </>
  )
}
