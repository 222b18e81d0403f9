import { Cause, Exit, Fiber, Option } from "effect"
import type { Effect } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { fetchSmartSessions } from "../../../core/smartSessions/fetchSmartSessions.js"
import { revokeSmartSession } from "../../../core/smartSessions/revokeSmartSession.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { SmartSession } from "../../../schemas/BlockchainApi.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { failureText } from "../parts/failureText.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { sessionExpiryText } from "./sessionExpiryText.js"

type Listing =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Listed"; readonly sessions: ReadonlyArray<SmartSession> }
  | { readonly _tag: "Failed"; readonly cause: Cause.Cause<unknown> }

/**
 * The revocation in flight per runtime. It outlives the view: an embedded wallet's approval takes
 * the view's place while the account signs, and the view shown again afterwards follows the same
 * revocation instead of reading a list that may not have lost the session yet.
 */
const revocations = new WeakMap<object, { readonly pci: string; readonly fiber: Fiber.RuntimeFiber<ReadonlyArray<SmartSession>, unknown> }>()

/** A failure's text in the modal's language: failures are kept as causes so the text follows a change of language. */
const textOf = (cause: Cause.Cause<unknown>, texts: Translator): string =>
  Option.match(Cause.failureOption(cause) as Option.Option<DoorwayError>, {
    onNone: () => texts.text("common.somethingWentWrong"),
    onSome: (failure) => failureText(failure, texts)
  })

/**
 * When a session ends, for its row: its expiry (unix seconds, WIRE §1.3) as a date, and whether
 * that is past. In English the date keeps the browser's format; another language formats its own.
 */
/**
 * The smart sessions of the connected EVM account (SPEC §1, WIRE §1.2): each app's name and when
 * its session expires, with Revoke, which has the account sign the session's id and revokes it;
 * the list is read again afterwards. A failure to list or revoke shows the catalogue's text.
 */
const SmartSessionsView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const caipAddress = chain?.accountState.caipAddress
  const [listing, setListing] = useState<Listing>({ _tag: "Loading" })
  const [revoking, setRevoking] = useState<string | undefined>(undefined)
  const [revokeFailure, setRevokeFailure] = useState<Cause.Cause<unknown> | undefined>(undefined)
  const running = useRef<Fiber.RuntimeFiber<unknown, unknown> | undefined>(undefined)

  /** Runs a program that answers the list, one at a time; leaving the view interrupts it (a revocation goes on). */
  const runListing = useCallback(
    (program: Effect.Effect<ReadonlyArray<SmartSession>, unknown, AppServices>, onFailure: (cause: Cause.Cause<unknown>) => void, onEnd: () => void) => {
      if (running.current !== undefined) runtime.runFork(Fiber.interrupt(running.current))
      const fiber = runtime.runFork(program)
      running.current = fiber
      fiber.addObserver((exit) => {
        if (running.current !== fiber) return
        running.current = undefined
        onEnd()
        if (Exit.isSuccess(exit)) setListing({ _tag: "Listed", sessions: exit.value })
        else if (!Cause.isInterruptedOnly(exit.cause)) onFailure(exit.cause)
      })
    },
    [runtime]
  )

  useEffect(() => {
    const pending = revocations.get(runtime)
    if (pending !== undefined) {
      setRevoking(pending.pci)
      runListing(Fiber.join(pending.fiber), setRevokeFailure, () => setRevoking(undefined))
      return
    }
    setListing({ _tag: "Loading" })
    runListing(fetchSmartSessions, (cause) => setListing({ _tag: "Failed", cause }), () => undefined)
  }, [runListing, runtime, caipAddress])

  useEffect(
    () => () => {
      const fiber = running.current
      running.current = undefined
      if (fiber !== undefined && !runtime.isDisposed()) runtime.runFork(Fiber.interrupt(fiber))
    },
    [runtime]
  )

  const revoke = (pci: string) => {
    setRevoking(pci)
    setRevokeFailure(undefined)
    const fiber = runtime.runFork(revokeSmartSession(pci))
    revocations.set(runtime, { pci, fiber })
    fiber.addObserver(() => {
      if (revocations.get(runtime)?.fiber === fiber) revocations.delete(runtime)
    })
    // Leaving the view stops following the revocation, not the revocation itself.
    runListing(Fiber.join(fiber), setRevokeFailure, () => setRevoking(undefined))
  }

  if (caipAddress === undefined) {
    return (
      <div className="doorway-empty" data-testid="smart-sessions">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
      </div>
    )
  }

  return (
    <div className="doorway-stack" data-testid="smart-sessions" style={{ alignItems: "stretch", textAlign: "start" }}>
      {listing._tag === "Loading" ? (
        <span className="doorway-spinner" role="progressbar" aria-label={texts.text("sessions.loading")} style={{ alignSelf: "center" }} />
      ) : listing._tag === "Failed" ? (
        <div className="doorway-row" style={{ justifyContent: "space-between" }}>
          <p className="doorway-error-text" role="alert">
            {textOf(listing.cause, texts)}
          </p>
          <button
            type="button"
            className="doorway-button"
            data-variant="secondary"
            onClick={() => {
              setListing({ _tag: "Loading" })
              runListing(fetchSmartSessions, (cause) => setListing({ _tag: "Failed", cause }), () => undefined)
            }}
          >
            {texts.text("common.tryAgain")}
          </button>
        </div>
      ) : listing.sessions.length === 0 ? (
        <p className="doorway-muted" data-testid="smart-sessions-empty" style={{ textAlign: "center" }}>
          {texts.text("sessions.none")}
        </p>
      ) : (
        <ul className="doorway-list" aria-label={texts.text("sessions.list")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {listing.sessions.map((session) => (
            <li key={session.pci} className="doorway-list-item" data-testid="smart-session" data-pci={session.pci}>
              <span className="doorway-list-text">
                <span className="doorway-list-name">{session.project.name}</span>
                <span className="doorway-list-note">{sessionExpiryText(session.expiry, Date.now(), texts)}</span>
              </span>
              <button
                type="button"
                className="doorway-button"
                data-variant="danger"
                style={{ width: "auto", flex: "none" }}
                aria-label={texts.text("sessions.revokeOf", { app: session.project.name })}
                disabled={revoking !== undefined}
                aria-busy={revoking === session.pci}
                onClick={() => revoke(session.pci)}
              >
                {revoking === session.pci ? texts.text("sessions.revoking") : texts.text("sessions.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {revokeFailure === undefined ? null : (
        <p className="doorway-error-text" role="alert" data-testid="smart-session-error">
          {textOf(revokeFailure, texts)}
        </p>
      )}
    </div>
  )
}

export default SmartSessionsView
