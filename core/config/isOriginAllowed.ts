/** Local development origins, allowed for every project (WIRE §2.4). */
export const DEFAULT_ALLOWED_ORIGINS: ReadonlyArray<string> = [
  "http://localhost:*",
  "https://localhost:*",
  "http://127.0.0.1:*",
  "https://127.0.0.1:*"
]

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/** A `*` stands for any run of characters; the pattern must match the whole origin. */
const matchesWildcard = (pattern: string, origin: string): boolean =>
  new RegExp(`^${escapeRegExp(pattern).replace(/\\\*/g, ".*")}$`).test(origin)

/** The origin of a URL entry (so a trailing path or slash does not matter), else the entry as written. */
const originOf = (entry: string): string => {
  try {
    const { origin } = new URL(entry)
    // Schemes without an origin (custom app schemes) read "null": compare those as written.
    return origin === "null" ? entry : origin
  } catch {
    return entry
  }
}

/** Whether the page origin is one of the project's allowed origins or the always-allowed local ones. */
export const isOriginAllowed = (origin: string, allowedOrigins: ReadonlyArray<string>): boolean =>
  [...allowedOrigins, ...DEFAULT_ALLOWED_ORIGINS].some((pattern) =>
    pattern.includes("*") ? matchesWildcard(pattern, origin) : originOf(pattern) === origin
  )
