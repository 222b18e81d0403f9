import type { TextParams } from "./interpolate.js"

/**
 * The placeholders an error's translated text may use: its fields as text (a list joined with
 * commas), and `seconds` for a wait given in `remainingMs` (SPEC §5 throttles count whole seconds).
 */
export const errorParams = (error: object): TextParams => {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") params[name] = value
    else if (Array.isArray(value)) params[name] = value.join(", ")
  }
  if (typeof params["remainingMs"] === "number") params["seconds"] = Math.ceil(params["remainingMs"] / 1000)
  return params
}
