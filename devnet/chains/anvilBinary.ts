import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { DevnetError } from "../DevnetError.js"

/** The platform packages `@foundry-rs/anvil` ships its binary in, keyed by `platform/arch`. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  "linux/x64": "@foundry-rs/anvil-linux-amd64",
  "linux/arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin/x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin/arm64": "@foundry-rs/anvil-darwin-arm64",
  "win32/x64": "@foundry-rs/anvil-win32-amd64"
}

let cached: string | undefined

/**
 * Absolute path of the anvil binary inside the installed npm package for this platform
 * (`ANVIL_BINARY` overrides it, e.g. for a system-wide Foundry install).
 */
export const resolveAnvilBinary = (): string => {
  if (cached !== undefined) return cached
  const override = process.env["ANVIL_BINARY"]
  if (override !== undefined && override !== "") return (cached = override)
  const platform = `${process.platform}/${process.arch}`
  const packageName = PLATFORM_PACKAGES[platform]
  if (packageName === undefined) {
    throw new DevnetError({ service: "anvil", message: `@foundry-rs/anvil ships no binary for ${platform}` })
  }
  try {
    const require = createRequire(import.meta.url)
    const directory = path.dirname(require.resolve(`${packageName}/package.json`))
    const binary = path.join(directory, "bin", process.platform === "win32" ? "anvil.exe" : "anvil")
    if (existsSync(binary)) return (cached = binary)
    throw new Error(`${binary} is missing`)
  } catch (cause) {
    throw new DevnetError({
      service: "anvil",
      message: `No anvil binary: ${packageName} (the optional dependency of @foundry-rs/anvil for ${platform}) is not installed`,
      cause
    })
  }
}
