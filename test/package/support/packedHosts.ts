/**
 * Everything the packed-package browser test needs made before its first page opens: the Vite
 * host (packed, installed, built), its three type-checks, and the Next.js app built with the same
 * tarball. Plain data throughout, so the e2e global setup can make it in the background while the
 * other browser tests run and hand it over as JSON (test/e2e/support/packedHostsInBackground.ts).
 */
import type { RunOptions } from "../../../size/packLibrary.mjs"
import { prepareNextWebpackHost, removeNextWebpackHost, type PreparedNextWebpackHost } from "./nextWebpackHost.js"
import { preparePackedHost, typecheckHost, type HostTsconfig, type PreparedPackedHost } from "./packedHost.js"

/** A step's outcome: its value, or the message it failed with (shown by the test that needs it). */
export type Outcome<A> = { readonly ok: A } | { readonly failed: string }

export interface PreparedHosts {
  readonly host: PreparedPackedHost
  /** TypeScript's output per host config ("" when it type-checks), or the reason it could not run. */
  readonly typechecks: Readonly<Record<"bundler" | "node10" | "wagmi", string>>
  readonly next: Outcome<PreparedNextWebpackHost>
  /** From the start of the packing to the last step, in ms. */
  readonly readyIn: number
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const settle = <A>(work: Promise<A>): Promise<Outcome<A>> => work.then((ok) => ({ ok }), (error: unknown) => ({ failed: messageOf(error) }))

/** Makes both hosts; rejects (having removed what it made) only when the Vite host cannot be made. */
export const preparePackedHosts = async (options: RunOptions = {}): Promise<PreparedHosts> => {
  const started = Date.now()
  let packed: (tarball: string) => void = () => undefined
  let notPacked: (error: unknown) => void = () => undefined
  const tarball = new Promise<string>((resolve, reject) => {
    packed = resolve
    notPacked = reject
  })
  // The Next.js app installs its own dependencies while the library is packed.
  const next = settle(prepareNextWebpackHost(tarball, options))
  const host = await preparePackedHost(packed, options).catch(async (error: unknown) => {
    notPacked(error)
    const made = await next
    if ("ok" in made) await removeNextWebpackHost(made.ok)
    throw error
  })
  const typecheck = (config: HostTsconfig) => typecheckHost(host.dir, config, options).catch(messageOf)
  const [bundler, node10, wagmi, nextHost] = await Promise.all([
    typecheck("tsconfig.json"),
    typecheck("tsconfig.node10.json"),
    typecheck("tsconfig.wagmi.json"),
    next
  ])
  return { host, typechecks: { bundler, node10, wagmi }, next: nextHost, readyIn: Date.now() - started }
}
