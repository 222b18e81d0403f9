import { Effect } from "effect"
import { selectNetwork } from "../../core/network/selectNetwork.js"
import { push } from "../../core/router/push.js"
import { replace } from "../../core/router/replace.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { WalletImage } from "./parts/WalletImage.js"
import { networkImage } from "./parts/networkImage.js"
import { useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"
import { useTexts } from "../i18n/TextsContext.js"

const FAMILY: Record<ChainNamespace, string> = {
  eip155: "EVM",
  solana: "Solana",
  bip122: "Bitcoin",
  polkadot: "Polkadot",
  cosmos: "Cosmos"
}

/**
 * SwitchActiveChain (route data: the target `caipNetworkId`, `navigateTo`, `replace`): the target
 * network is in another chain family, which the connected wallet does not serve and which is not
 * connected yet. Switching makes that network active and goes on to `navigateTo` (Connect by
 * default), replacing this view when asked, so a wallet of that family can be connected.
 */
const SwitchActiveChainView = ({ data }: ViewProps) => {
  const { options } = useHandle()
  const texts = useTexts()
  const urls = useImageUrls()
  const switching = useProgram<unknown>()
  const network = options.networks.find((candidate) => candidate.caipNetworkId === data?.caipNetworkId)

  if (network === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("network.notFound")}</p>
      </div>
    )
  }
  const family = FAMILY[network.chainNamespace]
  const next = data?.navigateTo ?? "Connect"
  const go = () =>
    switching.run(selectNetwork(network).pipe(Effect.zipRight(data?.replace === true ? replace(next) : push(next))))
  return (
    <div className="doorway-stack" data-testid="switch-active-chain">
      <WalletImage src={networkImage(network, urls.asset)} name={network.name} size="l" />
      <p className="doorway-heading">{texts.text("network.switchTo", { name: family })}</p>
      <p className="doorway-muted">{texts.text("network.walletLacks", { network: network.name, family })}</p>
      <button type="button" className="doorway-button" disabled={switching.status._tag === "Running"} onClick={go}>
        {texts.text("network.switch")}
      </button>
    </div>
  )
}

export default SwitchActiveChainView
