/** One request of a session, in words: what approving does, on which chain; Approve or Reject. */
import { Fragment, useId } from "react"
import type { PendingRequest } from "./walletStore.js"

export interface RequestCardProps {
  readonly pending: PendingRequest
  readonly onApprove: () => void
  readonly onReject: () => void
}

export const RequestCard = ({ pending, onApprove, onReject }: RequestCardProps) => {
  const headingId = useId()
  const { description } = pending
  return (
    <section aria-labelledby={headingId} className="card pending">
      <h3 id={headingId}>
        {pending.request.method} from {pending.dapp}
      </h3>
      <p className="summary">{description.summary}</p>
      <dl>
        <dt>Chain</dt>
        <dd>{description.chain}</dd>
        {description.fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd>
              <pre>{field.value}</pre>
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="row">
        <button type="button" className="primary" onClick={onApprove} disabled={pending.busy}>
          Approve
        </button>
        <button type="button" onClick={onReject} disabled={pending.busy}>
          Reject
        </button>
      </div>
    </section>
  )
}
