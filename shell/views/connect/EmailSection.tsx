import { Effect, Option } from "effect"
import { useState } from "react"
import type { FormEvent } from "react"
import { onFirstUse } from "../../../layers/onFirstUse.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { failureText } from "../parts/failureText.js"
import { useProgram } from "../parts/useProgram.js"
import { useOriginCheck } from "./useOriginCheck.js"

/** The programs the section runs, loaded on first need (see emailPrograms.ts). */
const programs = onFirstUse(() => import("./emailPrograms.js"), "EmailLogin")

/**
 * The email section of Connect (SPEC §2, §4): an address, then Continue asks the secure frame to
 * email a code (WIRE §4.6) and moves on to EmailLogin, or connects at once when the frame says the
 * login is already authorised. The frame is created when the field first gains focus (SPEC §4: on
 * first need); the address is checked on Continue, with the rule in the same lazy chunk. A second
 * code within 30 s is refused with 'Please try again after N seconds'.
 * Once it has shown (at idle), the page's origin is checked against the project's allowed origins
 * (useOriginCheck).
 */
const EmailSection = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const [email, setEmail] = useState("")
  const [invalid, setInvalid] = useState(false)
  const sending = useProgram<unknown>()
  const running = sending.status._tag === "Running"

  useOriginCheck()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = email.trim()
    sending.run(
      Effect.flatMap(programs, ({ readEmail, sendCode }) =>
        Option.match(readEmail(typed), {
          onNone: (): Effect.Effect<unknown> => Effect.sync(() => setInvalid(true)),
          onSome: (valid) => Effect.zipRight(Effect.sync(() => setInvalid(false)), sendCode(valid))
        })
      )
    )
  }
  const error = invalid
    ? texts.text("connect.invalidEmail")
    : sending.status._tag === "Failed"
      ? Option.match(sending.status.error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (failure) => failureText(failure, texts) })
      : undefined

  return (
    <form className="doorway-stack" data-testid="email-login" noValidate onSubmit={submit} style={{ alignItems: "stretch", gap: 8 }}>
      <input
        className="doorway-input"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={texts.text("connect.email")}
        aria-label={texts.text("connect.email")}
        aria-invalid={invalid}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onFocus={() => runtime.runFork(Effect.flatMap(programs, ({ prepareFrame }) => prepareFrame))}
      />
      {error === undefined ? null : (
        <p className="doorway-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="doorway-button" disabled={running} aria-busy={running}>
        {running ? texts.text("connect.sendingCode") : texts.text("connect.continueWithEmail")}
      </button>
    </form>
  )
}

export default EmailSection
