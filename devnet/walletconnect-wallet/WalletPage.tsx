/**
 * The demo's WalletConnect wallet: its accounts (EVM, and Solana and Bitcoin when the stack has them)
 * and active chain, the pairing field, what waits for an answer (proposals, then requests), the
 * sessions and a log of what happened.
 */
import { useEffect, useId, useRef, useSyncExternalStore } from "react"
import { PairForm } from "./PairForm.js"
import { ProposalCard } from "./ProposalCard.js"
import { RequestCard } from "./RequestCard.js"
import { SessionList } from "./SessionList.js"
import type { WalletStore } from "./walletStore.js"

export const WalletPage = ({ store }: { readonly store: WalletStore }) => {
  const state = useSyncExternalStore(store.subscribe, store.getState)
  const chainFieldId = useId()
  const ready = state.phase.kind === "ready"
  const waiting = state.proposals.length + state.requests.length
  const waitingHeading = useRef<HTMLHeadingElement>(null)
  const previousWaiting = useRef(waiting)
  useEffect(() => {
    // An answered card is gone with the button that had focus: a keyboard user goes on from the list's heading.
    const answered = waiting < previousWaiting.current
    previousWaiting.current = waiting
    if (answered && (document.activeElement === null || document.activeElement === document.body)) waitingHeading.current?.focus()
  }, [waiting])
  return (
    <>
      <header className="top">
        <h1>Doorway local wallet</h1>
        <p className="muted">A WalletConnect wallet for the demo's local chains. Its key is a public development key: never fund it anywhere else.</p>
      </header>
      <main>
        {state.phase.kind === "failed" ? (
          <p role="alert" className="problem card">
            {state.phase.message}
          </p>
        ) : null}
        <p role="status" className="muted">
          {state.phase.kind === "starting"
            ? "Starting…"
            : ready
              ? `Ready. Relay ${state.relayUrl ?? ""}: ${state.relayConnected ? "connected" : "connects when needed"}.`
              : ""}
        </p>
        <section aria-labelledby="account-heading" className="card">
          <h2 id="account-heading">Account</h2>
          <p className="address">{state.address ?? "…"}</p>
          {state.solanaAddress === undefined ? null : (
            <p className="address">
              <span className="muted">Solana: </span>
              {state.solanaAddress}
            </p>
          )}
          {state.bitcoinAddress === undefined ? null : (
            <p className="address">
              <span className="muted">Bitcoin: </span>
              {state.bitcoinAddress}
            </p>
          )}
          <label htmlFor={chainFieldId}>Active chain</label>
          <select
            id={chainFieldId}
            value={state.activeChainId ?? ""}
            disabled={!ready}
            onChange={(event) => void store.switchChain(Number(event.target.value))}
          >
            {state.chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.name} ({chain.chainId})
              </option>
            ))}
          </select>
        </section>
        <PairForm pairing={state.pairing} disabled={!ready} problem={state.pairProblem} onPair={store.pair} />
        <section aria-labelledby="waiting-heading" className="card">
          <h2 id="waiting-heading" ref={waitingHeading} tabIndex={-1}>Waiting for you ({waiting})</h2>
          {waiting === 0 ? <p className="muted">Nothing to approve. Proposals and requests from dapps appear here.</p> : null}
          {state.proposals.map((proposal) => (
            <ProposalCard
              key={`proposal-${proposal.id}`}
              proposal={proposal}
              onApprove={() => void store.approveProposal(proposal.id)}
              onReject={() => void store.rejectProposal(proposal.id)}
            />
          ))}
          {state.requests.map((pending) => (
            <RequestCard
              key={`request-${pending.id}`}
              pending={pending}
              onApprove={() => void store.approveRequest(pending.id)}
              onReject={() => void store.rejectRequest(pending.id)}
            />
          ))}
        </section>
        <SessionList sessions={state.sessions} onDisconnect={(topic) => void store.disconnect(topic)} />
        <section aria-labelledby="activity-heading" className="card">
          <h2 id="activity-heading">Activity</h2>
          <div role="log" aria-labelledby="activity-heading">
            {state.activity.length === 0 ? <p className="muted">Nothing yet.</p> : null}
            <ol className="activity">
              {state.activity.map((entry) => (
                <li key={entry.id}>{entry.text}</li>
              ))}
            </ol>
          </div>
        </section>
      </main>
    </>
  )
}
