import { Option, Schema } from "effect"
import { Fragment, useEffect, useState } from "react"
import type { FormEvent } from "react"
import { approveDevice } from "../../core/embedded/approveDevice.js"
import { loginWithOtp } from "../../core/embedded/loginWithOtp.js"
import { resendEmailLogin } from "../../core/embedded/resendEmailLogin.js"
import type { ResentMail } from "../../core/embedded/resendEmailLogin.js"
import { withInstanceFrame } from "../../core/frame/withInstanceFrame.js"
import { replace } from "../../core/router/replace.js"
import { Email, Otp } from "../../schemas/Forms.js"
import { Effect } from "effect"
import type { TextKey } from "../i18n/Catalogue.js"
import { useTexts } from "../i18n/TextsContext.js"
import { templateParts } from "../i18n/templateParts.js"
import type { Translator } from "../i18n/Translator.js"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { failureText } from "./parts/failureText.js"
import { OtpInput } from "./parts/OtpInput.js"
import type { LoginLock } from "./parts/useLoginLock.js"
import { useLoginLock } from "./parts/useLoginLock.js"
import type { ProgramStatus } from "./parts/useProgram.js"
import { useProgram } from "./parts/useProgram.js"

const decodeOtp = Schema.decodeUnknownOption(Otp)
const decodeEmail = Schema.decodeUnknownOption(Email)

const errorOf = (status: ProgramStatus<unknown>, texts: Translator): string | undefined =>
  status._tag === "Failed"
    ? Option.match(status.error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (failure) => failureText(failure, texts) })
    : undefined

/** A lock's text counts down and goes once the lock is over; any other failure shows as it is. */
const refusalOf = (status: ProgramStatus<unknown>, lock: LoginLock, texts: Translator): string | undefined =>
  lock.isLock ? lock.text : errorOf(status, texts)

/** What the view says a resend mailed. */
const RESENT_TEXT: Record<Exclude<ResentMail, "LoggedIn">, TextKey> = {
  Code: "emailLogin.newCodeSent",
  ApprovalLink: "emailLogin.newLinkSent"
}

/** A sentence with the address in bold, the words around it in the order the language puts them. */
const withEmail = (text: string, email: string) =>
  templateParts(text).map((part, index) => <Fragment key={index}>{typeof part === "string" ? part : <strong>{email}</strong>}</Fragment>)

/**
 * EmailLogin (SPEC §2, WIRE §4.6), opened by the email section with the address (route data
 * `email`). On a device the user has not approved (VERIFY_DEVICE, `verifyDevice`) it first says an
 * approval link went to that address and waits for it to be opened (CONNECT_DEVICE); then it asks
 * for the emailed code (CONNECT_OTP) and, once accepted, the wallet connects and Account shows.
 * A refused code shows the frame's reason and the field stays for another try; after too many
 * wrong codes the secure site locks the login, and its wait counts down here with Continue off
 * until it ends. Resend (at most
 * every 30 s, 'Please try again after N seconds') mails what the step needs, as the secure site's
 * answer says: a new approval link (the device step, whose wait starts again) or a code.
 * Leaving the view (Back, or the modal closed) stops its waits, which aborts them in the frame.
 */
const EmailLoginView = ({ data }: ViewProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const email = Option.getOrUndefined(decodeEmail(data?.email))
  const [deviceApproved, setDeviceApproved] = useState(data?.verifyDevice !== true)
  /** Each new approval link starts the device wait again (a new CONNECT_DEVICE, the one before aborted). */
  const [deviceWait, setDeviceWait] = useState(0)
  const [resent, setResent] = useState<ResentMail | undefined>(undefined)
  const [otp, setOtp] = useState("")
  const device = useProgram<unknown>()
  const login = useProgram<unknown>()
  const resend = useProgram<unknown>()
  const { run: runDeviceWait } = device
  // The secure site's lock after wrong codes, counted down (its limits: devnet/README.md).
  const loginLock = useLoginLock(login.status)
  const resendLock = useLoginLock(resend.status)

  useEffect(() => {
    if (deviceApproved) return
    runDeviceWait(withInstanceFrame(Effect.tap(approveDevice, () => Effect.sync(() => setDeviceApproved(true)))))
  }, [deviceApproved, deviceWait, runDeviceWait])

  const resendMail = (to: typeof Email.Type) => {
    setResent(undefined)
    resend.run(
      withInstanceFrame(
        Effect.tap(resendEmailLogin(to), (mailed) =>
          Effect.sync(() => {
            setResent(mailed)
            if (mailed === "ApprovalLink") {
              setDeviceApproved(false)
              setDeviceWait((round) => round + 1)
            } else if (mailed === "Code" && !deviceApproved) {
              // The site asks for the code now: the device wait is over.
              runDeviceWait(Effect.void)
              setDeviceApproved(true)
            }
          })
        )
      )
    )
  }
  const resentText = resent === undefined || resent === "LoggedIn" || resend.status._tag !== "Succeeded" ? undefined : texts.text(RESENT_TEXT[resent])
  const resendFailed = refusalOf(resend.status, resendLock, texts)

  if (email === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("emailLogin.noEmail")}</p>
        <button type="button" className="doorway-button" onClick={() => runtime.runFork(replace("Connect"))}>
          {texts.text("emailLogin.enterEmail")}
        </button>
      </div>
    )
  }

  if (!deviceApproved) {
    const failed = errorOf(device.status, texts)
    const resending = resend.status._tag === "Running"
    return (
      <div className="doorway-stack" data-testid="email-verify-device">
        <p className="doorway-heading">{texts.text("emailLogin.approveDevice")}</p>
        <p className="doorway-muted">{withEmail(texts.text("emailLogin.linkSent"), email)}</p>
        {failed === undefined ? (
          <span className="doorway-spinner" role="progressbar" aria-label={texts.text("emailLogin.waitingApproval")} />
        ) : (
          <>
            <p className="doorway-error-text" role="alert">
              {failed}
            </p>
            <button type="button" className="doorway-button" data-variant="secondary" onClick={() => runtime.runFork(replace("Connect"))}>
              {texts.text("emailLogin.startAgain")}
            </button>
          </>
        )}
        {resendFailed === undefined ? null : (
          <p className="doorway-error-text" role="alert">
            {resendFailed}
          </p>
        )}
        {resentText === undefined || resendFailed !== undefined ? null : (
          <p className="doorway-muted" role="status">
            {resentText}
          </p>
        )}
        <button type="button" className="doorway-button" data-variant="secondary" disabled={resending} aria-busy={resending} onClick={() => resendMail(email)}>
          {texts.text("emailLogin.resendLink")}
        </button>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = decodeOtp(otp.trim())
    if (Option.isSome(code)) login.run(withInstanceFrame(loginWithOtp(code.value)))
  }
  const running = login.status._tag === "Running"
  const failed = refusalOf(login.status, loginLock, texts) ?? resendFailed
  const locked = loginLock.text !== undefined || resendLock.text !== undefined
  return (
    <form className="doorway-stack" data-testid="email-verify-otp" noValidate onSubmit={submit}>
      <p className="doorway-heading">{texts.text("emailLogin.enterCode")}</p>
      <p className="doorway-muted">{withEmail(texts.text("emailLogin.codeSent"), email)}</p>
      <OtpInput label={texts.text("emailLogin.codeLabel")} value={otp} onChange={setOtp} />
      {failed === undefined ? null : (
        <p className="doorway-error-text" role="alert">
          {failed}
        </p>
      )}
      {resentText === undefined || failed !== undefined ? null : (
        <p className="doorway-muted" role="status">
          {resentText}
        </p>
      )}
      <button type="submit" className="doorway-button" disabled={running || locked || otp.trim() === ""} aria-busy={running}>
        {running ? texts.text("emailLogin.authenticating") : texts.text("emailLogin.continue")}
      </button>
      <button type="button" className="doorway-button" data-variant="secondary" disabled={resend.status._tag === "Running"} onClick={() => resendMail(email)}>
        {texts.text("emailLogin.resendCode")}
      </button>
    </form>
  )
}

export default EmailLoginView
