import { Option } from "effect"
import type { Network } from "../../../schemas/Network.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { failureText } from "./failureText.js"
import { ListItem } from "./ListItem.js"
import { networkImage } from "./networkImage.js"
import { useImageUrls } from "./useCatalogue.js"
import type { ProgramStatus } from "./useProgram.js"

interface NetworkListProps {
  readonly networks: ReadonlyArray<Network>
  /** The network the modal is on now. */
  readonly current: string | undefined
  /** Whether an account is connected on `current`: only then is it tagged Connected. */
  readonly connected: boolean
  /** The network last picked, and how switching to it went. */
  readonly pending: string | undefined
  readonly status: ProgramStatus<unknown>
  readonly onPick: (network: Network) => void
}

/**
 * The app's networks, the current one marked (and tagged Connected when an account is connected on
 * it); the one being switched to says what is happening.
 */
export const NetworkList = ({ networks, current, connected, pending, status, onPick }: NetworkListProps) => {
  const urls = useImageUrls()
  const texts = useTexts()
  const noteOf = (network: Network): string | undefined => {
    if (network.caipNetworkId !== pending) return network.testnet === true ? texts.text("network.testnet") : undefined
    if (status._tag === "Running") return texts.text("network.approveSwitch")
    if (status._tag === "Failed") return Option.match(status.error, { onNone: () => texts.text("network.switchFailed"), onSome: (failure) => failureText(failure, texts) })
    return undefined
  }
  return (
    <div className="doorway-list" role="list" aria-label={texts.text("network.list")}>
      {networks.map((network) => {
        const isCurrent = network.caipNetworkId === current
        const isConnected = isCurrent && connected
        return (
          <div role="listitem" key={network.caipNetworkId}>
            <ListItem
              testId="network-row"
              name={network.name}
              image={networkImage(network, urls.asset)}
              note={noteOf(network)}
              tag={isConnected ? texts.text("connect.tagConnected") : network.caipNetworkId === pending && status._tag === "Failed" ? texts.text("common.tryAgain") : undefined}
              tagVariant={isConnected ? "success" : "accent"}
              current={isCurrent}
              disabled={status._tag === "Running"}
              onClick={() => onPick(network)}
            />
          </div>
        )
      })}
    </div>
  )
}
