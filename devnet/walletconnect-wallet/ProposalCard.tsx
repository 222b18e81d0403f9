/** A session proposal: who asks, for which chains, methods and events; Approve or Reject. */
import { useId } from "react"
import { DappSummary } from "./DappSummary.js"
import type { Requested } from "./namespaces.js"
import type { PendingProposal } from "./walletStore.js"

const listed = (values: ReadonlyArray<string>) => (values.length === 0 ? "none" : values.join(", "))

const RequestedList = ({ title, requested }: { readonly title: string; readonly requested: Requested }) => (
  <>
    <dt>{title} chains</dt>
    <dd>{listed(requested.chains)}</dd>
    <dt>{title} methods</dt>
    <dd>{listed(requested.methods)}</dd>
    <dt>{title} events</dt>
    <dd>{listed(requested.events)}</dd>
  </>
)

export interface ProposalCardProps {
  readonly proposal: PendingProposal
  readonly onApprove: () => void
  readonly onReject: () => void
}

export const ProposalCard = ({ proposal, onApprove, onReject }: ProposalCardProps) => {
  const headingId = useId()
  const problemId = useId()
  return (
    <section aria-labelledby={headingId} className="card pending">
      <h3 id={headingId}>Session proposal from {proposal.dapp.name}</h3>
      <DappSummary dapp={proposal.dapp} />
      <dl>
        <RequestedList title="Required" requested={proposal.required} />
        <RequestedList title="Optional" requested={proposal.optional} />
      </dl>
      {proposal.problem === undefined ? null : (
        <p id={problemId} className="problem">
          {proposal.problem}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={onApprove}
          disabled={proposal.busy || proposal.problem !== undefined}
          aria-describedby={proposal.problem === undefined ? undefined : problemId}
        >
          Approve
        </button>
        <button type="button" onClick={onReject} disabled={proposal.busy}>
          Reject
        </button>
      </div>
    </section>
  )
}
