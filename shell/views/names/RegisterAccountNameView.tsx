import { Cause, Effect, Exit, Fiber, Option, Ref } from "effect"
import { useEffect, useId, useState } from "react"
import { fetchNameSuggestions } from "../../../core/names/fetchNameSuggestions.js"
import { NAME_MIN_LENGTH, isValidNameLabel } from "../../../core/names/nameRule.js"
import { PRIMARY_NAME_ZONE, accountNameOf, labelOfName } from "../../../core/names/nameSuffixes.js"
import { registerAccountName } from "../../../core/names/registerAccountName.js"
import type { NameSuggestion } from "../../../schemas/Names.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { failureText } from "../parts/failureText.js"
import { runKept } from "../parts/runKept.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { nameServicesOf } from "./nameServices.js"

/** How long typing pauses before suggestions are asked for. */
const SUGGESTIONS_DELAY = "300 millis"

type Suggestions =
  | { readonly _tag: "None" }
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Shown"; readonly label: string; readonly suggestions: ReadonlyArray<NameSuggestion> }
  | { readonly _tag: "Failed"; readonly error: Option.Option<unknown> }


/**
 * RegisterAccountName (SPEC §2, §4, §5): a name typed for the connected EVM account, the name rule
 * shown while it is broken, suggestions of the data service (free ones can be picked, a taken one
 * is said to be), and Register, which has the account sign the registration and sends it. The
 * registration goes on while a wallet's own approval view is shown; its failure shows here.
 */
const RegisterAccountNameView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const services = nameServicesOf(runtime)
  const label = useStateRef(runtime, services.label)
  const registration = useStateRef(runtime, services.lastRegistration)
  const [suggestions, setSuggestions] = useState<Suggestions>({ _tag: "None" })
  const ids = useId()
  const typed = label.trim()
  const valid = isValidNameLabel(typed)

  useEffect(() => {
    if (!valid) {
      setSuggestions({ _tag: "None" })
      return
    }
    setSuggestions({ _tag: "Loading" })
    const fiber = runtime.runFork(Effect.zipRight(Effect.sleep(SUGGESTIONS_DELAY), fetchNameSuggestions(typed)))
    fiber.addObserver((exit) => {
      if (Exit.isSuccess(exit)) setSuggestions({ _tag: "Shown", label: typed, suggestions: exit.value })
      else if (!Cause.isInterruptedOnly(exit.cause)) {
        setSuggestions({ _tag: "Failed", error: Cause.failureOption(exit.cause) })
      }
    })
    return () => {
      if (!runtime.isDisposed()) runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [runtime, typed, valid])

  if (namespace !== "eip155" || chain?.accountState.caipAddress === undefined) {
    return (
      <div className="doorway-empty" data-testid="register-name">
        <p className="doorway-empty-title">{texts.text("names.connectEvm")}</p>
      </div>
    )
  }

  // The text of a failure, in the modal's language whenever it shows.
  const errorText = (error: Option.Option<unknown>): string =>
    Option.match(error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (failure) => failureText(failure, texts) })
  const name = accountNameOf(typed)
  const shown = suggestions._tag === "Shown" && suggestions.label === typed ? suggestions.suggestions : []
  const taken = shown.some((suggestion) => suggestion.registered && suggestion.name === name)
  const registering = registration._tag === "Running"
  const failure = registration._tag === "Failed" ? errorText(registration.error) : undefined
  const setLabel = (value: string) => {
    Effect.runSync(Ref.set(services.label, value))
    if (registration._tag === "Failed") Effect.runSync(Ref.set(services.lastRegistration, { _tag: "Idle" }))
  }
  const register = () => {
    if (!valid || taken || registering) return
    runKept(runtime, registerAccountName(typed), services.lastRegistration, (ended) => {
      if (ended._tag === "Succeeded") Effect.runSync(Ref.set(services.label, ""))
    })
  }

  return (
    <form
      className="doorway-stack"
      data-testid="register-name"
      style={{ gap: 8, alignItems: "stretch", textAlign: "start" }}
      onSubmit={(event) => {
        event.preventDefault()
        register()
      }}
    >
      <label htmlFor={`${ids}-name`} style={{ fontWeight: 600 }}>
        {texts.text("names.name")}
      </label>
      <div className="doorway-row" style={{ gap: 8 }}>
        <input
          id={`${ids}-name`}
          className="doorway-input"
          data-testid="register-name-input"
          autoComplete="off"
          spellCheck={false}
          value={label}
          disabled={registering}
          aria-invalid={typed !== "" && !valid}
          aria-describedby={`${ids}-rule`}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <span className="doorway-muted" aria-hidden="true">
          .{PRIMARY_NAME_ZONE}
        </span>
      </div>
      <p id={`${ids}-rule`} className={typed !== "" && !valid ? "doorway-error-text" : "doorway-muted"} style={{ margin: 0 }}>
        {valid ? texts.text("names.willBe", { name }) : texts.text("names.rule", { min: NAME_MIN_LENGTH })}
      </p>

      {suggestions._tag === "Loading" ? (
        <p className="doorway-muted" role="status" style={{ margin: 0 }}>
          {texts.text("names.looking")}
        </p>
      ) : suggestions._tag === "Failed" ? (
        <p className="doorway-error-text" role="alert" style={{ margin: 0 }}>
          {errorText(suggestions.error)}
        </p>
      ) : shown.length === 0 ? null : (
        <ul className="doorway-list" aria-label={texts.text("names.suggestions")} data-testid="name-suggestions" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {shown.map((suggestion) => (
            <li key={suggestion.name}>
              {suggestion.registered ? (
                <p className="doorway-row" style={{ margin: 0, justifyContent: "space-between" }}>
                  <span>{suggestion.name}</span>
                  <span className="doorway-tag">{texts.text("names.tagRegistered")}</span>
                </p>
              ) : (
                <button
                  type="button"
                  className="doorway-list-item"
                  style={{ minHeight: 40 }}
                  disabled={registering}
                  onClick={() => setLabel(labelOfName(suggestion.name))}
                >
                  <span className="doorway-list-text">
                    <span className="doorway-list-name">{suggestion.name}</span>
                  </span>
                  <span className="doorway-tag" data-variant="success">
                    {texts.text("names.tagAvailable")}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {taken ? (
        <p className="doorway-error-text" role="alert" data-testid="register-name-taken" style={{ margin: 0 }}>
          {texts.text("names.taken", { name })}
        </p>
      ) : null}
      {failure === undefined ? null : (
        <p className="doorway-error-text" role="alert" data-testid="register-name-error" style={{ margin: 0 }}>
          {failure}
        </p>
      )}
      <button type="submit" className="doorway-button" data-testid="register-name-submit" disabled={!valid || taken || registering} aria-busy={registering}>
        {registering ? texts.text("names.registering") : texts.text("names.register")}
      </button>
    </form>
  )
}

export default RegisterAccountNameView
