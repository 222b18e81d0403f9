/** Helpers to read decode results in example tests. */
import { Either, ParseResult, Schema } from "effect"

/** Decodes or fails the test with the formatted error. */
export const decodeOk = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): A => {
  const result = Schema.decodeUnknownEither(schema)(input)
  if (Either.isLeft(result)) throw new Error(ParseResult.TreeFormatter.formatErrorSync(result.left))
  return result.right
}

/** The messages of a rejected input (ArrayFormatter), or fails the test if it was accepted. */
export const rejectionMessages = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): Array<string> => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) throw new Error(`expected a rejection, got ${JSON.stringify(result.right)}`)
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => issue.message)
}

/** The ParseError of a rejected input. */
export const decodeError = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): ParseResult.ParseError => {
  const result = Schema.decodeUnknownEither(schema)(input)
  if (Either.isRight(result)) throw new Error(`expected a rejection, got ${JSON.stringify(result.right)}`)
  return result.left
}

export const accepts = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): boolean =>
  Either.isRight(Schema.decodeUnknownEither(schema)(input))
