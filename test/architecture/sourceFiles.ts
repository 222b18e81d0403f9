/** The project's TypeScript sources, for the tests that read the code itself. */
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

/** The project's root folder. */
export const root = fileURLToPath(new URL("../..", import.meta.url))

/** Every `.ts` and `.tsx` file under `dir` (relative to the root), as root-relative paths. */
export const sourceFiles = (dir: string): Array<string> =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
