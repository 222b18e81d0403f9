/**
 * The EIP-4361 message grammar as regular expressions: the message's own rules and the RFC 3986
 * (URI, authority) and RFC 3339 (date-time) rules it uses, in the form the reference parser
 * (`@spruceid/siwe-parser` 3) gives them, so both accept the same messages: an IPv4 address is
 * also a registered name, a decimal octet may be empty or zero-padded (its value at most 255), and
 * an IPv6 address is groups of 1–4 hex digits with at most one "::", 8 groups without it (6 with
 * a trailing IPv4 address) and fewer with it.
 */

const HEX = "[0-9A-Fa-f]"
const PCT = `%${HEX}{2}`
const ALPHA_DIGIT = "A-Za-z0-9"
/** unreserved and sub-delims (RFC 3986 §2.2–2.3): `! $ & ' ( ) * + , - . ; = _ ~` and letters, digits. */
const UNRESERVED_SUB = `${ALPHA_DIGIT}!$&'()*+,\\-.;=_~`
const REG_NAME_CHAR = `(?:[${UNRESERVED_SUB}]|${PCT})`
const USERINFO_CHAR = `(?:[${UNRESERVED_SUB}:]|${PCT})`
const PCHAR = `(?:[${UNRESERVED_SUB}:@]|${PCT})`

/** A decimal octet: 0–3 digits (the range check is `isOctet`). */
const OCTET = "([0-9]{0,3})"
const IPV4 = `${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}`
const ipv4 = new RegExp(`^${IPV4}$`)

/** An IPv4 address whose octets are at most 255 (empty counts as 0). */
const isIpv4 = (text: string): boolean => {
  const match = ipv4.exec(text)
  // Number("") is 0.
  return match !== null && match.slice(1).every((octet) => Number(octet) <= 255)
}

const h16 = new RegExp(`^${HEX}{1,4}$`)

/** An IPv6 address as the reference parser counts it (see the module comment). */
export const isIpv6 = (text: string): boolean => {
  const halves = text.split("::")
  if (halves.length > 2) return false
  const groupsOf = (part: string): Array<string> => (part === "" ? [] : part.split(":"))
  const [head = "", tail] = halves
  const left = groupsOf(head)
  const right = tail === undefined ? [] : groupsOf(tail)
  const last = tail === undefined ? left : right
  // A trailing IPv4 address takes the place of the last two groups.
  const endsInIpv4 = last.length > 0 && last[last.length - 1]!.includes(".")
  if (endsInIpv4 && !isIpv4(last[last.length - 1]!)) return false
  const groups = [...left, ...right].length - (endsInIpv4 ? 1 : 0)
  if (![...left, ...right].slice(0, endsInIpv4 ? -1 : undefined).every((group) => h16.test(group))) return false
  // Without "::" a trailing IPv4 address needs a group before it; with "::" it may stand alone.
  if (tail === undefined) return endsInIpv4 ? groups === 6 : groups === 8
  return endsInIpv4 ? groups < 6 : groups < 8
}

const IPV_FUTURE = `[vV]${HEX}+\\.[${UNRESERVED_SUB}:]+`
/** The bracketed part is checked by `isIpLiteral`. */
const IP_LITERAL = "\\[([^\\]]*)\\]"

const isIpLiteral = (inside: string): boolean => new RegExp(`^${IPV_FUTURE}$`).test(inside) || isIpv6(inside)

const AUTHORITY_SOURCE = `(?:${USERINFO_CHAR}*@)?(?:${IP_LITERAL}|${REG_NAME_CHAR}*)(?::([0-9]*))?`
const authority = new RegExp(`^${AUTHORITY_SOURCE}$`)

/** An RFC 3986 authority (the message's domain, or a URI's), with the reference parser's host rules. */
export const isAuthority = (text: string): boolean => {
  const match = authority.exec(text)
  if (match === null) return false
  const [, literal] = match
  return literal === undefined || isIpLiteral(literal)
}

const SCHEME = "[A-Za-z][A-Za-z0-9+\\-.]*"
const SEGMENT = `${PCHAR}*`
const SEGMENT_NZ = `${PCHAR}+`
const QUERY = `(?:${PCHAR}|[/?])*`
const uri = new RegExp(
  `^${SCHEME}:(?:\\/\\/([^/?#]*)(?:\\/${SEGMENT})*|\\/(?:${SEGMENT_NZ}(?:\\/${SEGMENT})*)?|${SEGMENT_NZ}(?:\\/${SEGMENT})*|)(?:\\?${QUERY})?(?:#${QUERY})?$`
)

/** An RFC 3986 URI (the message's URI and each resource). */
export const isUri = (text: string): boolean => {
  const match = uri.exec(text)
  if (match === null) return false
  const [, authorityPart] = match
  return authorityPart === undefined || isAuthority(authorityPart)
}

export const SCHEME_PATTERN = new RegExp(`^${SCHEME}$`)

/** The characters a statement may use: no line break, and none of `" % < > \ ^ \` { | }`. */
export const STATEMENT = /^[A-Za-z0-9 !#$&'()*+,\-./:;=?@[\]_~]+$/

export const NONCE = /^[A-Za-z0-9]{8,}$/

export const REQUEST_ID = new RegExp(`^${PCHAR}*$`)

/** RFC 3339 date-time (`T` and `Z` in either case), each field in its range. */
const DATE_TIME =
  /^(?<date>[0-9]{4}-(?:0[1-9]|1[012])-(?:0[1-9]|[12][0-9]|3[01]))[Tt](?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:\.[0-9]+)?(?:[Zz]|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])$/

/** A date-time that exists: the syntax, each field in range, and a day the month has. */
export const isDateTime = (text: string): boolean => {
  const date = DATE_TIME.exec(text)?.groups?.["date"]
  if (date === undefined) return false
  const day = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date
}
