/**
 * The heading of a month of activity in a language, through `Intl` (`März 2025`): `month` is
 * 0-based as the activity groups it. Read in UTC, as the groups are.
 */
export const formatMonth = (year: string, month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(Number(year), Number(month), 1))
