import { Effect, Option } from "effect"
import { useEffect, useRef, useState } from "react"
import { switchNetwork } from "../../core/network/switchNetwork.js"
import { switchNetworkInWallet } from "../../core/network/switchNetworkInWallet.js"
import { goBack } from "../../core/router/goBack.js"
import type { Network } from "../../schemas/Network.js"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { NetworkList } from "./parts/NetworkList.js"
import { WalletImage } from "./parts/WalletImage.js"
import { failureText } from "./parts/failureText.js"
import { networkImage } from "./parts/networkImage.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"
import { useTexts } from "../i18n/TextsContext.js"

/** Asks the wallet to switch to `network` (or selects it when nothing is connected), then goes back. */
const switchThenBack = (network: Network | string) => switchNetworkInWallet(network).pipe(Effect.zipRight(goBack))

/** The switch to one network the view was opened for: waiting on the wallet, or declined with a retry. */
const SwitchTo = ({ caipNetworkId }: { readonly caipNetworkId: string }) => {
  const { options } = useHandle()
  const texts = useTexts()
  const urls = useImageUrls()
  const switching = useProgram<unknown>()
  const started = useRef(false)
  const network = options.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const { run } = switching

  useEffect(() => {
    if (started.current) return
    started.current = true
    run(switchThenBack(caipNetworkId))
  }, [run, caipNetworkId])

  const status = switching.status
  const name = network?.name ?? caipNetworkId
  return (
    <div className="doorway-stack" data-testid="switch-network" data-status={status._tag}>
      <span className="doorway-badge-wrap">
        <WalletImage src={networkImage(network, urls.asset)} name={name} size="l" />
        {status._tag === "Running" ? <span className="doorway-spinner" aria-hidden="true" /> : null}
      </span>
      {status._tag === "Failed" ? (
        <>
          <p className="doorway-error-text" role="alert">
            {Option.match(status.error, { onNone: () => texts.text("network.switchFailed"), onSome: (failure) => failureText(failure, texts) })}
          </p>
          <p className="doorway-muted">{texts.text("network.declined", { name })}</p>
          <button type="button" className="doorway-button" data-variant="secondary" onClick={() => run(switchThenBack(caipNetworkId))}>
            {texts.text("common.tryAgain")}
          </button>
        </>
      ) : (
        <>
          <p className="doorway-heading" role="status">
            {texts.text("network.switchTo", { name })}
          </p>
          <p className="doorway-muted">{texts.text("network.approveInWallet")}</p>
        </>
      )}
    </div>
  )
}

/**
 * The app's networks, the current one marked. Picking one follows the switching rules of the core:
 * nothing connected selects it; another chain family not connected yet opens SwitchActiveChain;
 * otherwise the wallet is asked right here (this view is already the SwitchNetwork view).
 */
const PickNetwork = () => {
  const { options } = useHandle()
  const { chain } = useActiveChain()
  const switching = useProgram<unknown>()
  const [pending, setPending] = useState<string | undefined>(undefined)
  const current = chain?.networkState.caipNetwork?.caipNetworkId
  const connected = chain?.accountState.caipAddress !== undefined

  const pick = (network: Network) => {
    if (network.caipNetworkId === current) return
    setPending(network.caipNetworkId)
    switching.run(
      switchNetwork(network).pipe(
        Effect.flatMap((outcome) =>
          outcome === "SwitchNetwork" ? switchThenBack(network) : outcome === "Selected" ? goBack : Effect.void
        )
      )
    )
  }
  return (
    <NetworkList
      networks={options.networks}
      current={current}
      connected={connected}
      pending={pending}
      status={switching.status}
      onPick={pick}
    />
  )
}

/**
 * SwitchNetwork: opened for one network (route data `caipNetworkId`) it asks the wallet to switch
 * and shows the wait, or the refusal with Try again; opened on its own (the account's network
 * button) it lists the app's networks to pick from.
 */
const SwitchNetworkView = ({ data }: ViewProps) =>
  data?.caipNetworkId === undefined ? <PickNetwork /> : <SwitchTo caipNetworkId={data.caipNetworkId} />

export default SwitchNetworkView
