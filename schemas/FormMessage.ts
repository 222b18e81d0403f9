import { Either, ParseResult, Schema } from "effect"

/**
 * The only two texts a form shows for a rule that fails (SPEC §5: "Schema-library messages use
 * defaults such as Required and Invalid input"), instead of Effect's own descriptive texts.
 */
export const REQUIRED = "Required"
export const INVALID_INPUT = "Invalid input"
export type FormMessage = typeof REQUIRED | typeof INVALID_INPUT

/** Annotation for any rule whose failure is shown as "Invalid input". */
export const invalidInput = { message: () => INVALID_INPUT } as const

/** Annotation for the "empty" step of a rule (an empty string counts as not filled in). */
export const required = { message: () => REQUIRED } as const

/** A string field of a form: a non-string is "Invalid input". */
export const FormString = Schema.String.annotations(invalidInput)

/** A string field that must be filled in: "" is "Required". */
export const FilledString = FormString.pipe(Schema.minLength(1, required))

/** A struct field whose absence reads "Required" in Effect's own formatters too. */
export const requiredField = <S extends Schema.Schema.All>(schema: S) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => REQUIRED })

/** Maps one formatted issue to its form message: a missing key or an empty value is "Required". */
export const issueMessage = (issue: ParseResult.ArrayFormatterIssue): FormMessage =>
  issue._tag === "Missing" || issue.message === REQUIRED ? REQUIRED : INVALID_INPUT

/** The form message of a decode failure: that of its first issue. */
export const formMessage = (error: ParseResult.ParseError): FormMessage => {
  const [first] = ParseResult.ArrayFormatter.formatErrorSync(error)
  return first === undefined ? INVALID_INPUT : issueMessage(first)
}

/** Field path (dot-joined; "" for the value itself) → the message shown beside that field. */
export type FormErrors = Readonly<Record<string, FormMessage>>

/** Path of an issue as a form field name: `calls.0.to`. */
export const fieldPath = (path: ReadonlyArray<PropertyKey>): string => path.map((key) => String(key)).join(".")

/**
 * Validates a form value against a rule and reports every failing field at once.
 * Never throws: any input, however malformed, becomes a Left of field messages.
 */
export const validateForm =
  <A, I>(schema: Schema.Schema<A, I, never>) =>
  (input: unknown): Either.Either<A, FormErrors> =>
    Schema.decodeUnknownEither(schema, { errors: "all" })(input).pipe(
      Either.mapLeft((error) => {
        const out: Record<string, FormMessage> = {}
        for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
          const key = fieldPath(issue.path)
          // The first issue of a field is the one a person fixes first.
          if (!(key in out)) out[key] = issueMessage(issue)
        }
        return out
      })
    )
