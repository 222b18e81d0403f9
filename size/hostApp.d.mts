import type { Browser, BrowserContext } from "playwright-core"

/** Vite-builds the host app of `size/` into `outDir` (default `.size/dist`); resolves to `outDir`. */
export declare const buildHostApp: (outDir?: string) => Promise<string>
/** Serves `dir` on 127.0.0.1 at a free port. */
export declare const serveStatic: (dir: string) => Promise<{ readonly url: string; readonly close: () => Promise<void> }>
/** A loopback port nothing listens on. */
export declare const closedPort: () => Promise<number>
/** Every file under `dir`, relative, with `/` separators. */
export declare const listFiles: (dir: string) => Promise<Array<string>>
export declare const CHROMIUM_ARGS: ReadonlyArray<string>
/** Debian's Chromium, headless, with every non-loopback request aborted. */
export declare const launchChromium: () => Promise<{ readonly browser: Browser; readonly context: BrowserContext }>
