import { Option, Schema } from "effect"
import { useEffect, useRef, useState } from "react"
import type { FormEvent } from "react"
import { approveDevice } from "../../core/embedded/approveDevice.js"
import { loginWithOtp } from "../../core/embedded/loginWithOtp.js"
import { connectEmail } from "../../core/frame/connectEmail.js"
import { frameTimeoutAlerts } from "../../core/frame/alertFrameTimeout.js"
import { withInstanceFrame } from "../../core/frame/withInstanceFrame.js"
import { replace } from "../../core/router/replace.js"
import { Email, Otp } from "../../schemas/Forms.js"
import { Effect } from "effect"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { failureText } from "./parts/failureText.js"
import type { ProgramStatus } from "./parts/useProgram.js"
import { useProgram } from "./parts/useProgram.js"

const decodeOtp = Schema.decodeUnknownOption(Otp)
const decodeEmail = Schema.decodeUnknownOption(Email)

const errorOf = (status: ProgramStatus<unknown>): string | undefined =>
  status._tag === "Failed" ? Option.match(status.error, { onNone: () => "Something went wrong", onSome: failureText }) : undefined

/** Asks for a new code (CONNECT_EMAIL again): refused within 30 s of the last one (SPEC §5). */
const resendCode = (email: typeof Email.Type) => Effect.flatMap(frameTimeoutAlerts, (onTimeout) => connectEmail(email, onTimeout))

/**
 * EmailLogin (SPEC §2, WIRE §4.6), opened by the email section with the address (route data
 * `email`). On a device the user has not approved (VERIFY_DEVICE, `verifyDevice`) it first says an
 * approval link went to that address and waits for it to be opened (CONNECT_DEVICE); then it asks
 * for the emailed code (CONNECT_OTP) and, once accepted, the wallet connects and Account shows.
 * A refused code shows the frame's reason and the field stays for another try; Resend code asks
 * for a new one, at most every 30 s ('Please try again after N seconds').
 */
const EmailLoginView = ({ data }: ViewProps) => {
  const { runtime } = useHandle()
  const email = Option.getOrUndefined(decodeEmail(data?.email))
  const [deviceApproved, setDeviceApproved] = useState(data?.verifyDevice !== true)
  const [otp, setOtp] = useState("")
  const device = useProgram<unknown>()
  const login = useProgram<unknown>()
  const resend = useProgram<unknown>()
  const started = useRef(false)

  useEffect(() => {
    if (deviceApproved || started.current) return
    started.current = true
    device.run(withInstanceFrame(Effect.tap(approveDevice, () => Effect.sync(() => setDeviceApproved(true)))))
  })

  if (email === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">No email address</p>
        <button type="button" className="doorway-button" onClick={() => runtime.runFork(replace("Connect"))}>
          Enter your email
        </button>
      </div>
    )
  }

  if (!deviceApproved) {
    const failed = errorOf(device.status)
    return (
      <div className="doorway-stack" data-testid="email-verify-device">
        <p className="doorway-heading">Approve this device</p>
        <p className="doorway-muted">
          We sent an approval link to <strong>{email}</strong>. Open it to approve this device; the login code comes next.
        </p>
        {failed === undefined ? (
          <span className="doorway-spinner" role="progressbar" aria-label="Waiting for the approval" />
        ) : (
          <>
            <p className="doorway-error-text" role="alert">
              {failed}
            </p>
            <button type="button" className="doorway-button" data-variant="secondary" onClick={() => runtime.runFork(replace("Connect"))}>
              Start again
            </button>
          </>
        )}
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = decodeOtp(otp.trim())
    if (Option.isSome(code)) login.run(withInstanceFrame(loginWithOtp(code.value)))
  }
  const running = login.status._tag === "Running"
  const failed = errorOf(login.status) ?? errorOf(resend.status)
  return (
    <form className="doorway-stack" data-testid="email-verify-otp" noValidate onSubmit={submit}>
      <p className="doorway-heading">Enter the code</p>
      <p className="doorway-muted">
        We sent a code to <strong>{email}</strong>.
      </p>
      <input
        className="doorway-input"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="Login code"
        placeholder="Code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.currentTarget.value)}
      />
      {failed === undefined ? null : (
        <p className="doorway-error-text" role="alert">
          {failed}
        </p>
      )}
      {resend.status._tag === "Succeeded" && failed === undefined ? (
        <p className="doorway-muted" role="status">
          A new code is on its way.
        </p>
      ) : null}
      <button type="submit" className="doorway-button" disabled={running || otp.trim() === ""} aria-busy={running}>
        {running ? "Authenticating..." : "Continue"}
      </button>
      <button type="button" className="doorway-button" data-variant="secondary" disabled={resend.status._tag === "Running"} onClick={() => resend.run(withInstanceFrame(resendCode(email)))}>
        Resend code
      </button>
    </form>
  )
}

export default EmailLoginView
