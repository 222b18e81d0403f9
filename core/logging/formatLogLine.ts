import { Cause, HashMap, Inspectable, List } from "effect"
import type { Logger } from "effect"

const textOf = (value: unknown): string => (typeof value === "string" ? value : Inspectable.toStringUnknown(value, 0))

/**
 * One log line: ISO time, level, the message parts, `key=value` annotations, `span=Nms` spans,
 * then the rendered cause on the following lines when there is one.
 */
export const formatLogLine = (options: Logger.Logger.Options<unknown>): string => {
  const parts: Array<string> = [options.date.toISOString(), options.logLevel.label]
  const messages: ReadonlyArray<unknown> = Array.isArray(options.message) ? options.message : [options.message]
  for (const message of messages) parts.push(textOf(message))
  for (const [key, value] of HashMap.toEntries(options.annotations)) parts.push(`${key}=${textOf(value)}`)
  const now = options.date.getTime()
  for (const span of List.toArray(options.spans)) parts.push(`${span.label}=${now - span.startTime}ms`)
  const head = parts.join(" ")
  return Cause.isEmpty(options.cause) ? head : `${head}\n${Cause.pretty(options.cause, { renderErrorCause: true })}`
}
