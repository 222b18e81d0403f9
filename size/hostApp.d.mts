import type { Browser, BrowserContext } from "playwright-core"

/**
 * Vite-builds the host app into `outDir` (default `.size/dist`): from `size/` with the package's
 * entries mapped to the sources, or with `root` from that directory as a user's project would.
 */
export declare const buildHostApp: (outDir?: string, options?: { readonly root?: string }) => Promise<string>
/** Where `preparePackedHost` puts the host app of `size/` as a user's project (outside the repository). */
export declare const PACKED_HOST_DIR: string
/** The host app of `size/` as a user's project with the packed library installed; resolves to its directory. */
export declare const preparePackedHost: (hostDir?: string) => Promise<string>
/** Serves `dir` on 127.0.0.1 at a free port. */
export declare const serveStatic: (dir: string) => Promise<{ readonly url: string; readonly close: () => Promise<void> }>
/** A loopback port nothing listens on. */
export declare const closedPort: () => Promise<number>
/** Every file under `dir`, relative, with `/` separators. */
export declare const listFiles: (dir: string) => Promise<Array<string>>
export declare const CHROMIUM_ARGS: ReadonlyArray<string>
/** Debian's Chromium, headless, with every non-loopback request aborted. */
export declare const launchChromium: () => Promise<{ readonly browser: Browser; readonly context: BrowserContext }>
