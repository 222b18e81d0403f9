/**
 * The project's allowed origins, read from the catalogue's GET /projects/v1/origins (WIRE §2.4),
 * and the check both the frame page and the server make against them.
 */
import { isOriginAllowed } from "../catalogue/ProjectConfig.js"

export const ORIGIN_NOT_ALLOWED = "Unauthorized: origin not allowed"

/** The allowlist of `projectId`; an unknown project or a failed read allows nothing. */
export const fetchAllowedOrigins = async (catalogueUrl: string, projectId: string): Promise<ReadonlyArray<string>> => {
  const url = new URL("/projects/v1/origins", catalogueUrl)
  url.searchParams.set("projectId", projectId)
  try {
    const response = await fetch(url)
    if (!response.ok) return []
    const body = (await response.json()) as { allowedOrigins?: unknown }
    return Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((origin): origin is string => typeof origin === "string") : []
  } catch {
    return []
  }
}

export { isOriginAllowed }
