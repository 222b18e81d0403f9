/**
 * Type-checks files against the package's sources with the repository's compiler options (its
 * `paths` map every `doorway-connect` entry to the sources): one program for all of them.
 */
import ts from "typescript"
import { join, relative } from "node:path"
import { repositoryRoot } from "./docExamples.js"

const compilerOptions = (): ts.CompilerOptions => {
  const configPath = join(repositoryRoot, "tsconfig.json")
  const { config, error } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  if (error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
  return ts.parseJsonConfigFileContent(config, ts.sys, repositoryRoot, undefined, configPath).options
}

/**
 * Each error in `files` as `file:line:column message`, the file relative to the repository. Only
 * the given files are checked: the sources they import are the project's own type-check's.
 */
export const typeErrorsOf = (files: ReadonlyArray<string>): ReadonlyArray<string> => {
  const program = ts.createProgram({ rootNames: [...files], options: { ...compilerOptions(), noEmit: true } })
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file)
      if (source === undefined) throw new Error(`${file} is not in the program`)
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
    })
  ]
  return diagnostics.map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")
    if (diagnostic.file === undefined || diagnostic.start === undefined) return text
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
    return `${relative(repositoryRoot, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${text}`
  })
}
