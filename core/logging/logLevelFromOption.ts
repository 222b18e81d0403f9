import { LogLevel } from "effect"
import { FALLBACK_LOG_LEVEL } from "../constants.js"

/** Level names as the options spell them (the names of the common JavaScript loggers). */
export type LogLevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent"

const levels: Readonly<Record<LogLevelName, LogLevel.LogLevel>> = {
  fatal: LogLevel.Fatal,
  error: LogLevel.Error,
  warn: LogLevel.Warning,
  info: LogLevel.Info,
  debug: LogLevel.Debug,
  trace: LogLevel.Trace,
  silent: LogLevel.None
}

const isLevelName = (name: string): name is LogLevelName => Object.prototype.hasOwnProperty.call(levels, name)

/** The minimum level for a configured name; an absent or unknown name gives the fallback level. */
export const logLevelFromOption = (name: string | undefined): LogLevel.LogLevel => {
  const wanted = name?.toLowerCase()
  return wanted !== undefined && isLevelName(wanted) ? levels[wanted] : levels[FALLBACK_LOG_LEVEL]
}
