import { Effect, Option, Schema } from "effect"
import { Fragment, useState } from "react"
import type { FormEvent } from "react"
import { confirmCurrentEmail, confirmNewEmail } from "../../../core/embedded/confirmEmailUpdate.js"
import { emailUpdateRefusal } from "../../../core/embedded/emailUpdateRefusal.js"
import { finishEmailUpdate } from "../../../core/embedded/finishEmailUpdate.js"
import { startEmailUpdate } from "../../../core/embedded/startEmailUpdate.js"
import { InvalidEmail } from "../../../core/errors/EmbeddedWalletErrors.js"
import { withInstanceFrame } from "../../../core/frame/withInstanceFrame.js"
import { reset } from "../../../core/router/reset.js"
import { Email, Otp } from "../../../schemas/Forms.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { templateParts } from "../../i18n/templateParts.js"
import type { Translator } from "../../i18n/Translator.js"
import { useHandle } from "../../runtime/HandleContext.js"
import type { ViewProps } from "../ViewProps.js"
import { failureText } from "../parts/failureText.js"
import { OtpInput } from "../parts/OtpInput.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useConnectorsState } from "../parts/useCatalogue.js"
import { useLoginLock } from "../parts/useLoginLock.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import { useProgram } from "../parts/useProgram.js"

const decodeEmail = Schema.decodeUnknownOption(Email)
const decodeOtp = Schema.decodeUnknownOption(Otp)

/** Where the update is: the new address to type, a code (to the current or the new address), or the wait for the change. */
type Step =
  | { readonly _tag: "Email" }
  | { readonly _tag: "Code"; readonly to: "current" | "new"; readonly newEmail: typeof Email.Type }
  | { readonly _tag: "Updating"; readonly newEmail: typeof Email.Type }

const errorOf = (status: ProgramStatus<unknown>, texts: Translator): string | undefined =>
  status._tag === "Failed"
    ? Option.match(status.error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (failure) => failureText(failure, texts) })
    : undefined

/** A sentence with the address in bold, the words around it in the order the language puts them. */
const withEmail = (text: string, email: string) =>
  templateParts(text).map((part, index) => <Fragment key={index}>{typeof part === "string" ? part : <strong>{email}</strong>}</Fragment>)

const ErrorText = ({ text }: { readonly text: string | undefined }) =>
  text === undefined ? null : (
    <p className="doorway-error-text" role="alert">
      {text}
    </p>
  )

/**
 * UpdateEmailWallet (SPEC §2, §4, WIRE §4.6), opened from Account when the wallet is the embedded
 * one, logged in by email or social. The new address is checked before anything is sent (SPEC §5);
 * the secure site then mails a code to the current address (VERIFY_PRIMARY_OTP), and once it is
 * entered, one to the new address (VERIFY_SECONDARY_OTP; a login without an email starts there).
 * After that code the view says "Updating…" until the frame reports the new address, then Account
 * shows it. The frame's refusals show as it words them, a lock after wrong codes counted down. Not
 * allowed (no auth connector, another kind of wallet), it says why (SPEC §8) instead of the form.
 */
const UpdateEmailWalletView = (_props: ViewProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const refusal = emailUpdateRefusal(useConnectorsState(), namespace)
  const currentEmail = chain?.accountState.user?.email ?? undefined
  const [step, setStep] = useState<Step>({ _tag: "Email" })
  const [email, setEmail] = useState("")
  const [invalid, setInvalid] = useState(false)
  const [otp, setOtp] = useState("")
  const sending = useProgram<unknown>()
  const confirming = useProgram<unknown>()
  const lock = useLoginLock(confirming.status)

  const codeFor = (to: "current" | "new", newEmail: typeof Email.Type) =>
    Effect.sync(() => {
      setOtp("")
      setStep({ _tag: "Code", to, newEmail })
    })

  if (step._tag === "Email") {
    if (refusal !== undefined) {
      return (
        <div className="doorway-empty">
          <p className="doorway-error-text" role="alert">
            {failureText(refusal, texts)}
          </p>
        </div>
      )
    }
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const typed = decodeEmail(email.trim())
      setInvalid(Option.isNone(typed))
      if (Option.isNone(typed)) return
      const newEmail = typed.value
      sending.run(
        withInstanceFrame(
          Effect.flatMap(startEmailUpdate(newEmail), (action) => codeFor(action === "VERIFY_PRIMARY_OTP" ? "current" : "new", newEmail))
        )
      )
    }
    const running = sending.status._tag === "Running"
    return (
      <form className="doorway-stack" noValidate onSubmit={submit} style={{ alignItems: "stretch" }}>
        <p className="doorway-muted">
          {currentEmail === undefined ? texts.text("embedded.intro") : withEmail(texts.text("embedded.introWithEmail"), currentEmail)}
        </p>
        <input
          className="doorway-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={texts.text("embedded.newEmail")}
          aria-label={texts.text("embedded.newEmail")}
          aria-invalid={invalid}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <ErrorText text={invalid ? failureText(new InvalidEmail(), texts) : errorOf(sending.status, texts)} />
        <button type="submit" className="doorway-button" disabled={running || email.trim() === ""} aria-busy={running}>
          {running ? texts.text("connect.sendingCode") : texts.text("embedded.save")}
        </button>
      </form>
    )
  }

  if (step._tag === "Updating") {
    const failed = errorOf(confirming.status, texts)
    return (
      <div className="doorway-stack">
        {failed === undefined ? (
          <>
            <span className="doorway-spinner" role="progressbar" aria-label={texts.text("embedded.updatingEmail")} />
            <p className="doorway-muted" role="status">
              {texts.text("embedded.updating")}
            </p>
          </>
        ) : (
          <>
            <ErrorText text={failed} />
            <button type="button" className="doorway-button" data-variant="secondary" onClick={() => runtime.runFork(reset("Account"))}>
              {texts.text("embedded.backToAccount")}
            </button>
          </>
        )}
      </div>
    )
  }

  const { to, newEmail } = step
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = decodeOtp(otp.trim())
    if (Option.isNone(code)) return
    confirming.run(
      withInstanceFrame(
        to === "current"
          ? Effect.flatMap(confirmCurrentEmail(code.value), () => codeFor("new", newEmail))
          : Effect.flatMap(confirmNewEmail(code.value), (changed) =>
              Effect.zipRight(Effect.sync(() => setStep({ _tag: "Updating", newEmail: changed })), finishEmailUpdate(changed))
            )
      )
    )
  }
  const startOver = () => {
    confirming.run(Effect.void)
    setOtp("")
    setStep({ _tag: "Email" })
  }
  const running = confirming.status._tag === "Running"
  return (
    <form className="doorway-stack" noValidate onSubmit={submit} style={{ alignItems: "stretch" }}>
      <p className="doorway-heading">{texts.text(to === "current" ? "embedded.confirmCurrent" : "embedded.confirmNew")}</p>
      <p className="doorway-muted">
        {withEmail(texts.text("embedded.codeSent"), to === "current" ? (currentEmail ?? texts.text("embedded.yourCurrentAddress")) : newEmail)}
      </p>
      <OtpInput label={texts.text(to === "current" ? "embedded.codeFromCurrent" : "embedded.codeFromNew")} value={otp} onChange={setOtp} />
      <ErrorText text={lock.isLock ? lock.text : errorOf(confirming.status, texts)} />
      <button type="submit" className="doorway-button" disabled={running || lock.text !== undefined || otp.trim() === ""} aria-busy={running}>
        {running ? texts.text("embedded.checkingCode") : texts.text("embedded.continue")}
      </button>
      <button type="button" className="doorway-button" data-variant="secondary" onClick={startOver}>
        {texts.text("embedded.startOver")}
      </button>
    </form>
  )
}

export default UpdateEmailWalletView
