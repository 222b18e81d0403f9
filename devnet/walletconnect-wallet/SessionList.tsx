/** The sessions this wallet holds, each with its Disconnect button. */
import { DappSummary } from "./DappSummary.js"
import type { SessionView } from "./walletStore.js"

export interface SessionListProps {
  readonly sessions: ReadonlyArray<SessionView>
  readonly onDisconnect: (topic: string) => void
}

export const SessionList = ({ sessions, onDisconnect }: SessionListProps) => (
  <section aria-labelledby="sessions-heading" className="card">
    <h2 id="sessions-heading">Active sessions</h2>
    {sessions.length === 0 ? (
      <p className="muted">No dapp is connected.</p>
    ) : (
      <ul className="sessions">
        {sessions.map((session) => (
          <li key={session.topic}>
            <DappSummary dapp={session.dapp} />
            <p className="muted">
              Chains: {session.chains.join(", ")}. Expires {new Date(session.expiry * 1000).toLocaleString()}.
            </p>
            <button type="button" onClick={() => onDisconnect(session.topic)} aria-label={`Disconnect ${session.dapp.name}`}>
              Disconnect
            </button>
          </li>
        ))}
      </ul>
    )}
  </section>
)
