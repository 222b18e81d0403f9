import { Effect } from "effect"
import { useEffect } from "react"
import { connectorImageOf } from "../../core/catalogue/installedConnectorOf.js"
import { disconnect } from "../../core/connection/disconnect.js"
import { connectionStatusOf, sameConnectorId } from "../../core/connection/multiWallet/connectionStatusOf.js"
import { connectionsOf } from "../../core/connection/multiWallet/connectionsOf.js"
import { deleteConnection } from "../../core/connection/multiWallet/deleteConnection.js"
import { connectionLoginLabel } from "../../core/embedded/connectionLogin.js"
import { embeddedLoginLabel } from "../../core/embedded/embeddedLoginLabel.js"
import { listConnections } from "../../core/connection/multiWallet/listConnections.js"
import { switchConnection } from "../../core/connection/multiWallet/switchConnection.js"
import { MultiWalletDisabled } from "../../core/errors/AlertErrors.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { push } from "../../core/router/push.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connection } from "../../schemas/Connection.js"
import { withPageSocialLogin } from "../../layers/withPageSocialLogin.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useTexts } from "../i18n/TextsContext.js"
import { translateError } from "../i18n/translateError.js"
import { useHandle } from "../runtime/HandleContext.js"
import { ListItem } from "./parts/ListItem.js"
import { failureText } from "./parts/failureText.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useConnectorsState, useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"

const FAMILY: Record<ChainNamespace, string> = { eip155: "EVM", solana: "Solana", bip122: "Bitcoin", polkadot: "Polkadot", cosmos: "Cosmos" }

/** The second line of a connection: the embedded wallet's login (its account name or email), else its address. */
const noteOf = (connection: Connection): string | undefined => {
  const login = connectionLoginLabel(connection)
  if (login !== undefined) return login
  const address = connection.accounts[0]?.address
  return address === undefined ? undefined : truncateAddress(address)
}

/**
 * ProfileWallets: the wallets connected per chain family (the active one first, marked), and the
 * ones connected before. Another wallet can be made the active one, connected again, or removed;
 * the active one is disconnected. All of it is the core's multi-wallet rules: while the project
 * has multi-wallet off, the view says so (and the core shows its info alert).
 */
const ProfileWalletsView = () => {
  const { runtime, options, state } = useHandle()
  const texts = useTexts()
  const connectors = useConnectorsState()
  const features = useStateRef(runtime, state.features.state)
  const chains = useStateRef(runtime, state.chains.chains)
  const { namespace: active } = useActiveChain()
  const urls = useImageUrls()
  // A switch to an extension wallet goes through its connecting view and back; leaving must not stop it.
  const acting = useProgram<unknown>({ keepOnLeave: true })

  useEffect(() => {
    if (active !== undefined) runtime.runFork(Effect.asVoid(listConnections(active)))
  }, [runtime, active])

  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  const rowOf = (connection: Connection, namespace: ChainNamespace) => {
    const connector = connectors.connectors.find((candidate) => sameConnectorId(candidate.id, connection.connectorId))
    const status = connectionStatusOf(connectors, connection, namespace)
    // The embedded wallet connected here is named by its login (the account name, else the email).
    const login = connector?.type === "AUTH" && status === "connected" ? embeddedLoginLabel(chains.get(namespace)?.accountState) : undefined
    const name = login ?? connection.name ?? connector?.name ?? connector?.info?.name ?? connection.connectorId
    const image = connection.icon ?? (connector === undefined ? undefined : connectorImageOf(connector, urls.asset))
    const busy = acting.status._tag === "Running"
    const actions =
      status === "connected" ? (
        <button type="button" className="doorway-button" data-variant="danger" data-size="s" disabled={busy} onClick={() => acting.run(disconnect({ namespace, closeModal: false }))}>
          {texts.text("account.disconnect")}
        </button>
      ) : (
        <span className="doorway-row">
          <button type="button" className="doorway-button" data-variant="secondary" data-size="s" disabled={busy} onClick={() => acting.run(withPageSocialLogin(switchConnection({ connection, namespace, status })))}>
            {status === "active" ? texts.text("profileWallets.switch") : texts.text("profileWallets.connect")}
          </button>
          <button type="button" className="doorway-icon-button" style={{ width: 28, height: 28 }} aria-label={texts.text("profileWallets.remove", { name })} disabled={busy} onClick={() => acting.run(deleteConnection({ connection, namespace }))}>
            {"\u00d7"}
          </button>
        </span>
      )
    const note = noteOf(connection)
    return (
      <ListItem
        key={`${namespace}:${connection.connectorId}`}
        testId="connection-row"
        name={name}
        image={image}
        note={status !== "connected" ? note : note === undefined ? texts.text("profileWallets.active") : texts.text("profileWallets.activeNote", { note })}
        current={status === "connected"}
        trailing={actions}
      />
    )
  }

  return (
    <div className="doorway-list" data-testid="profile-wallets">
      {features.multiWallet ? null : <p className="doorway-muted" role="note">{translateError(new MultiWalletDisabled(), texts)}</p>}
      {namespaces.map((namespace) => {
        const { connections, recentConnections } = connectionsOf(connectors, namespace)
        if (connections.length === 0 && recentConnections.length === 0) return null
        return (
          <section key={namespace} className="doorway-list" aria-label={texts.text("profileWallets.familyWallets", { family: FAMILY[namespace] })}>
            {namespaces.length > 1 ? <p className="doorway-muted">{FAMILY[namespace]}</p> : null}
            {connections.map((connection) => rowOf(connection, namespace))}
            {recentConnections.length === 0 ? null : <p className="doorway-muted">{texts.text("profileWallets.connectedBefore")}</p>}
            {recentConnections.map((connection) => rowOf(connection, namespace))}
          </section>
        )
      })}
      {acting.status._tag === "Failed" ? (
        <p className="doorway-error-text" role="alert">
          {acting.status.error._tag === "Some" ? failureText(acting.status.error.value, texts) : texts.text("common.somethingWentWrong")}
        </p>
      ) : null}
      {features.multiWallet ? (
        <button type="button" className="doorway-button" data-variant="secondary" onClick={() => runtime.runFork(push("Connect"))}>
          {texts.text("profileWallets.add")}
        </button>
      ) : null}
    </div>
  )
}

export default ProfileWalletsView
