import { useCallback, useEffect } from "react"
import type { ActivityHistory } from "../../../core/activity/loadActivityPage.js"
import { collectiblesOf } from "../../../core/nft/collectiblesOf.js"
import { loadCollectibleHistory } from "../../../core/nft/loadCollectibleHistory.js"
import type { AccountTabProps } from "./AccountTabProps.js"
import { useTabLoad } from "./useTabLoad.js"
import { useTexts } from "../../i18n/TextsContext.js"

const gridStyle = { listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 8 } as const
const cardStyle = {
  display: "flex",
  flexDirection: "column",
  gap: 4,
  padding: 4,
  borderRadius: "calc(var(--doorway-radius) * 3)",
  background: "var(--doorway-bg-raised)",
  border: "1px solid var(--doorway-base-border)"
} as const

/**
 * NFTs (SPEC §2): the collectibles the account holds on the active network, built from the NFT
 * transfers of its history (received and not sent since, over at most 5 pages), each with its
 * name and preview; spam left out.
 */
const NftsTab = ({ address, network }: AccountTabProps) => {
  const { value: history, load: start } = useTabLoad<ActivityHistory | undefined>(undefined)
  const texts = useTexts()
  const load = useCallback(
    () => start(loadCollectibleHistory({ address, chain: network.caipNetworkId }), undefined),
    [start, address, network]
  )
  // Read again for another account or network.
  useEffect(load, [load])

  if (history === undefined) {
    return (
      <div className="doorway-loading" role="status" data-testid="nfts-loading">
        <span className="doorway-spinner" aria-hidden="true" style={{ display: "inline-block", verticalAlign: "middle", marginInlineEnd: 8 }} />
        {texts.text("nfts.loading")}
      </div>
    )
  }
  const collectibles = collectiblesOf(history.transactions)
  if (history.failed === true && collectibles.length === 0) {
    return (
      <div className="doorway-empty" data-testid="nfts-failed">
        <p className="doorway-empty-title" role="alert">
          {texts.text("nfts.failed")}
        </p>
        <button type="button" className="doorway-button" data-variant="secondary" onClick={load}>
          {texts.text("common.tryAgain")}
        </button>
      </div>
    )
  }
  if (collectibles.length === 0) {
    return (
      <div className="doorway-empty" data-testid="nfts-empty">
        <p className="doorway-empty-title">{texts.text("nfts.none", { network: network.name })}</p>
      </div>
    )
  }
  return (
    <ul style={gridStyle} data-testid="nfts" aria-label={texts.text("nfts.list", { network: network.name })}>
      {collectibles.map((collectible) => (
        <li key={collectible.key} style={cardStyle} data-testid="nft">
          {collectible.previewUrl === undefined ? (
            <span className="doorway-image" data-placeholder="" aria-hidden="true" style={{ width: "100%", height: "auto", aspectRatio: "1" }}>
              {collectible.name.charAt(0)}
            </span>
          ) : (
            <img src={collectible.previewUrl} alt="" loading="lazy" decoding="async" style={{ width: "100%", aspectRatio: "1", objectFit: "cover", borderRadius: "calc(var(--doorway-radius) * 2)" }} />
          )}
          <span className="doorway-muted" style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: "var(--doorway-fg)" }}>
            {collectible.name}
          </span>
        </li>
      ))}
    </ul>
  )
}

export default NftsTab
