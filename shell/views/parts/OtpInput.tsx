import { useTexts } from "../../i18n/TextsContext.js"

/**
 * The field of an emailed 6-digit code (SPEC §5: an OTP is a string; the secure site checks it),
 * shared by the email login and the email update so both take a code alike: numeric keyboard,
 * the browser's one-time-code autofill, at most 6 characters.
 */
export const OtpInput = ({
  label,
  value,
  onChange
}: {
  /** The field's accessible name. */
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
}) => {
  const texts = useTexts()
  return (
    <input
      className="doorway-input"
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={label}
      placeholder={texts.text("common.code")}
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
