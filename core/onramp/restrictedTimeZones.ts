/**
 * The time zones of the regions where buying crypto is not offered (SPEC §9 restricted timezones:
 * mainland China, Hong Kong, Macau), with their IANA aliases; compared without regard to case.
 */
export const RESTRICTED_TIME_ZONES: ReadonlyArray<string> = [
  // Mainland China
  "Asia/Shanghai",
  "Asia/Urumqi",
  "Asia/Chongqing",
  "Asia/Chungking",
  "Asia/Harbin",
  "Asia/Kashgar",
  "PRC",
  // Hong Kong
  "Asia/Hong_Kong",
  "Hongkong",
  // Macau
  "Asia/Macau",
  "Asia/Macao"
]

const RESTRICTED = new Set(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()))

/** Whether a device set to `zone` (an IANA name) is in a restricted region. */
export const isRestrictedTimeZone = (zone: string): boolean => RESTRICTED.has(zone.trim().toLowerCase())
