/** The field a person pastes a dapp's WalletConnect URI into, and its Pair button. */
import { useId, useState, type FormEvent } from "react"

export interface PairFormProps {
  readonly pairing: boolean
  readonly disabled: boolean
  readonly problem: string | undefined
  /** Resolves to whether it paired: the used URI is then cleared from the field. */
  readonly onPair: (uri: string) => Promise<boolean>
}

export const PairForm = ({ pairing, disabled, problem, onPair }: PairFormProps) => {
  const [uri, setUri] = useState("")
  const fieldId = useId()
  const hintId = useId()
  const problemId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void onPair(uri).then((paired) => {
      if (paired) setUri("")
    })
  }
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="card">
      <h2 id={`${fieldId}-heading`}>Connect to a dapp</h2>
      <form onSubmit={submit}>
        <label htmlFor={fieldId}>WalletConnect URI</label>
        <p id={hintId} className="hint">
          On the dapp, choose WalletConnect and copy its link; it starts with <code>wc:</code>.
        </p>
        <div className="row">
          <input
            id={fieldId}
            type="text"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={problem === undefined ? hintId : `${hintId} ${problemId}`}
            aria-invalid={problem === undefined ? undefined : true}
          />
          <button type="submit" disabled={disabled || pairing}>
            {pairing ? "Pairing…" : "Pair"}
          </button>
        </div>
        <p id={problemId} role="alert" className="problem">
          {problem ?? ""}
        </p>
      </form>
    </section>
  )
}
