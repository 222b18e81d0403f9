import { Fragment, useState } from "react"
import { useTexts } from "../../i18n/TextsContext.js"
import { templateParts } from "../../i18n/templateParts.js"

/** Whether the visitor agreed, by instance: the agreement holds while they move between views. */
const agreements = new WeakMap<object, boolean>()

/** The visitor's agreement on this instance (`key`, its runtime) and the way to change it. */
export const useLegalAgreement = (key: object): readonly [boolean, (agreed: boolean) => void] => {
  const [agreed, setAgreed] = useState(() => agreements.get(key) ?? false)
  return [
    agreed,
    (next) => {
      agreements.set(key, next)
      setAgreed(next)
    }
  ]
}

/** A document of the host's, linked when it gave the address. */
const Document = ({ name, url }: { readonly name: string; readonly url: string | undefined }) =>
  url === undefined ? (
    name
  ) : (
    <a className="doorway-link" href={url} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  )

interface LegalCheckboxProps {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
}

/**
 * Connect's terms checkbox (`features.legalCheckbox`, SPEC §9): "I agree to the Terms of Service and
 * Privacy Policy", each linked to the host's page when given. Connect disables every way to connect
 * until it is checked.
 */
export const LegalCheckbox = ({ checked, onChange, termsConditionsUrl, privacyPolicyUrl }: LegalCheckboxProps) => {
  const texts = useTexts()
  const documents: Readonly<Record<string, { readonly name: string; readonly url: string | undefined }>> = {
    terms: { name: texts.text("legal.terms"), url: termsConditionsUrl },
    privacy: { name: texts.text("legal.privacy"), url: privacyPolicyUrl }
  }
  return (
    <label className="doorway-muted" style={{ display: "flex", gap: 8, alignItems: "center", marginBottom: 12, textAlign: "start" }}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>
        {templateParts(texts.text("legal.agree")).map((part, index) => {
          const document = typeof part === "string" ? undefined : documents[part.placeholder]
          return <Fragment key={index}>{typeof part === "string" ? part : document === undefined ? null : <Document {...document} />}</Fragment>
        })}
      </span>
    </label>
  )
}
