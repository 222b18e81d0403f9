/**
 * `Schema.Union` for unions told apart by a literal field (`type`, `method`, `event`, …), whose
 * decoder rejects instead of throwing on input whose discriminating field cannot be read as text.
 *
 * Why: to pick the member, effect's union decoder turns that field's value into a string. Valid
 * JSON such as `{"method":{"toString":""}}` (an object whose `toString` is not a function) makes
 * that conversion throw a TypeError, and a decoder of wire input must answer a ParseError, not
 * throw. The guard looks at the discriminating fields only, and only at values that are objects;
 * everything else is the plain union's decoding.
 */
import { ParseResult, Schema, SchemaAST } from "effect"

/** The names of the required literal fields of the union's members, as the union decoder reads them. */
const discriminantsOf = (ast: SchemaAST.AST): ReadonlyArray<PropertyKey> => {
  switch (ast._tag) {
    case "TypeLiteral":
      return ast.propertySignatures
        .filter((signature) => !signature.isOptional && SchemaAST.isLiteral(SchemaAST.encodedAST(signature.type)))
        .map((signature) => signature.name)
    case "Union":
      return ast.types.flatMap(discriminantsOf)
    case "Refinement":
      return discriminantsOf(ast.from)
    case "Transformation":
      return discriminantsOf(ast.from)
    case "Suspend":
      return discriminantsOf(ast.f())
    default:
      return []
  }
}

/** Whether turning `value` into a string (as the union decoder does) would throw. */
const unreadable = (value: unknown): boolean => {
  if (typeof value !== "object" || value === null) return false
  try {
    String(value)
    return false
  } catch {
    return true
  }
}

export const SafeUnion = <const Members extends ReadonlyArray<Schema.Schema.AnyNoContext>>(...members: Members) => {
  const union = Schema.Union(...members)
  const keys = [...new Set(discriminantsOf(union.ast))]
  const hostile = (input: unknown): boolean =>
    typeof input === "object" &&
    input !== null &&
    keys.some((key) => Object.prototype.hasOwnProperty.call(input, key) && unreadable((input as Record<PropertyKey, unknown>)[key]))
  return Schema.declare([union], {
    decode: (member) => (input, options, ast) =>
      hostile(input) ? ParseResult.fail(new ParseResult.Type(ast, input, "A field that names the message kind is not readable")) : ParseResult.decodeUnknown(member)(input, options),
    encode: (member) => (input, options) => ParseResult.encodeUnknown(member)(input, options)
  }).annotations({
    // Generated, printed and compared as the union they wrap.
    arbitrary: (member) => member,
    pretty: (member) => member,
    equivalence: (member) => member
  })
}
