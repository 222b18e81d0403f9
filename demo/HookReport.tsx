import { useAppKitAccount, useAppKitNetwork, useAppKitSiwx, useAppKitState, useWalletInfo } from "doorway-connect/react"

/** What the modal's hooks report, as a site reads them: account, wallet, network, modal. */
export const HookReport = () => {
  const { address, status } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  const { caipNetwork, chainId } = useAppKitNetwork()
  const { open } = useAppKitState()
  const signIn = useAppKitSiwx()
  return (
    <section className="card" aria-labelledby="report-title">
      <h2 id="report-title">What the hooks report</h2>
      <p className="card-note">
        <code>useAppKitAccount</code>, <code>useWalletInfo</code>, <code>useAppKitNetwork</code> and <code>useAppKitState</code>, as
        they change.
      </p>
      <dl className="facts">
        <div>
          <dt>Account</dt>
          <dd className="mono" data-testid="demo-account" data-status={status}>
            {address ?? status ?? "disconnected"}
          </dd>
        </div>
        <div>
          <dt>Wallet</dt>
          <dd data-testid="demo-wallet">{walletInfo?.name ?? "none"}</dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd data-testid="demo-network">{caipNetwork?.name ?? "none"}</dd>
        </div>
        <div>
          <dt>Chain id</dt>
          <dd className="mono" data-testid="demo-chain-id">
            {chainId ?? "none"}
          </dd>
        </div>
        {signIn.enabled ? (
          <div>
            <dt>Signed in</dt>
            <dd data-testid="demo-signed-in">{signIn.session === undefined ? "no" : `yes, on ${signIn.session.data.chainId}`}</dd>
          </div>
        ) : null}
        <div>
          <dt>Modal</dt>
          <dd data-testid="modal-state">{open ? "open" : "closed"}</dd>
        </div>
      </dl>
    </section>
  )
}
