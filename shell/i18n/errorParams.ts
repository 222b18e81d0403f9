import type { TextParams } from "./interpolate.js"

/**
 * The placeholders an error's translated text may use: its fields as text (a list joined with
 * commas), `seconds` for a wait given in `remainingMs` (SPEC §5 throttles count whole seconds),
 * `timeoutSeconds` for a `timeoutMs`, and `detail`, the first reason's description of a failure
 * that lists reasons (as the core's English shows it).
 */
export const errorParams = (error: object): TextParams => {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") params[name] = value
    else if (Array.isArray(value)) params[name] = value.join(", ")
  }
  if (typeof params["remainingMs"] === "number") params["seconds"] = Math.ceil(params["remainingMs"] / 1000)
  if (typeof params["timeoutMs"] === "number") params["timeoutSeconds"] = params["timeoutMs"] / 1000
  const reasons: unknown = (error as { readonly reasons?: unknown }).reasons
  const detail: unknown = Array.isArray(reasons) ? (reasons[0] as { readonly description?: unknown } | undefined)?.description : undefined
  if (typeof detail === "string") params["detail"] = detail
  return params
}
