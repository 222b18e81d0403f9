import { Effect } from "effect"
import { useState } from "react"
import { disconnect } from "../../core/connection/disconnect.js"
import { switchNetworkInWallet } from "../../core/network/switchNetworkInWallet.js"
import { goBack } from "../../core/router/goBack.js"
import type { Network } from "../../schemas/Network.js"
import { useHandle } from "../runtime/HandleContext.js"
import { NetworkList } from "./parts/NetworkList.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useProgram } from "./parts/useProgram.js"
import { useTexts } from "../i18n/TextsContext.js"

/**
 * UnsupportedChain: the wallet is on a network the app is not configured with. Says so, names the
 * wallet's network, and lists the app's networks of that chain family to switch to (the wallet is
 * asked right here), or disconnects.
 */
const UnsupportedChainView = () => {
  const { options } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const switching = useProgram<unknown>()
  const leaving = useProgram<unknown>()
  const [pending, setPending] = useState<string | undefined>(undefined)
  const onWallet = chain?.networkState.caipNetwork
  const networks = options.networks.filter((network) => namespace === undefined || network.chainNamespace === namespace)

  const pick = (network: Network) => {
    setPending(network.caipNetworkId)
    switching.run(switchNetworkInWallet(network).pipe(Effect.zipRight(goBack)))
  }
  return (
    <div className="doorway-stack" data-testid="unsupported-chain">
      <p className="doorway-muted">
        {onWallet === undefined
          ? texts.text("network.unsupported")
          : texts.text("network.unsupportedOn", { name: onWallet.name, chainId: String(onWallet.id) })}
      </p>
      <div style={{ width: "100%" }}>
        <NetworkList networks={networks} current={undefined} connected={false} pending={pending} status={switching.status} onPick={pick} />
      </div>
      <button
        type="button"
        className="doorway-button"
        data-variant="danger"
        disabled={leaving.status._tag === "Running"}
        onClick={() => leaving.run(disconnect())}
      >
        {texts.text("account.disconnect")}
      </button>
    </div>
  )
}

export default UnsupportedChainView
