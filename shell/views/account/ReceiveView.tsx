import { truncateAddress } from "../../../core/format/truncateAddress.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { CopyIcon } from "../parts/CopyIcon.js"
import { QrCode } from "../parts/QrCode.js"
import { WalletImage } from "../parts/WalletImage.js"
import { copyAddress } from "../parts/copyAddress.js"
import { networkImage } from "../parts/networkImage.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useImageUrls } from "../parts/useCatalogue.js"

/**
 * Receive (a wallet feature, SPEC §1): the connected address as a QR code a sending wallet scans,
 * the address in full with a copy button, and the configured networks of the active chain family,
 * on each of which the same address receives.
 */
const ReceiveView = () => {
  const { runtime, options } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const urls = useImageUrls()
  const address = chain?.accountState.caipAddress === undefined ? undefined : chain.accountState.address
  if (address === undefined || namespace === undefined) {
    return (
      <div className="doorway-empty" data-testid="receive">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
      </div>
    )
  }
  const networks = options.networks.filter((network) => network.chainNamespace === namespace)

  return (
    <div className="doorway-stack" data-testid="receive" style={{ gap: 12 }}>
      <QrCode uri={address} label={texts.text("receive.qrLabel", { address: truncateAddress(address) })} />
      <p className="doorway-muted" data-testid="receive-address" style={{ wordBreak: "break-all", maxWidth: 296, fontFamily: "monospace" }}>
        {address}
      </p>
      <button type="button" className="doorway-button" data-variant="secondary" onClick={() => copyAddress(runtime, address, texts)}>
        <CopyIcon />
        {texts.text("account.copyAddress")}
      </button>
      <section style={{ alignSelf: "stretch", textAlign: "start" }}>
        <h3 className="doorway-muted" style={{ margin: "4px 4px 8px", fontWeight: 600 }}>
          {texts.text("receive.networks")}
        </h3>
        <ul
          data-testid="receive-networks"
          style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 8 }}
        >
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="doorway-chip" style={{ cursor: "default" }}>
              <WalletImage src={networkImage(network, urls.asset)} name={network.name} size="s" />
              {network.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export default ReceiveView
