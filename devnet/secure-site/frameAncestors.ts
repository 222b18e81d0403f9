/**
 * The frame page's `Content-Security-Policy: frame-ancestors …` from the project's allowed origins
 * (WIRE §2.4), the same list the frame script checks its parent against: the browser itself
 * refuses to show the page inside any other site.
 */

/** A CSP host-source: scheme, host (optionally `*.` first, or `*`), optional port (digits or `*`). */
const HOST_SOURCE = /^[a-z][a-z0-9+.-]*:\/\/(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*)(:(\d{1,5}|\*))?$/i

/**
 * One source per allowed origin the header can say; an entry it cannot say (a `*` inside a label,
 * an IPv6 host, a path, a separator) is left out, so the header is never wider than the list.
 * No usable entry gives `'none'`.
 */
export const frameAncestorsPolicy = (allowedOrigins: ReadonlyArray<string>): string => {
  const sources = [...new Set(allowedOrigins.filter((origin) => origin === "*" || HOST_SOURCE.test(origin)))]
  return `frame-ancestors ${sources.length === 0 ? "'none'" : sources.join(" ")}`
}
