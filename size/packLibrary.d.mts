/** npm's flags for a quiet install that takes what the cache has. */
export declare const QUIET_INSTALL: ReadonlyArray<string>
/** Runs a command in `cwd` (without the calling npm script's own `npm_*` variables); resolves to its stdout. */
export declare const run: (command: string, args: ReadonlyArray<string>, cwd: string) => Promise<string>
/** Builds the library and packs it into `destDir`; resolves to the tarball's absolute path. */
export declare const packLibrary: (destDir: string) => Promise<string>
/** Installs `hostDir`'s dependencies (from its lockfile), then the tarball without recording it. */
export declare const installPackage: (hostDir: string, tarball: string) => Promise<void>
