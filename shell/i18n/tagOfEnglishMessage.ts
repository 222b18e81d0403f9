import { catalogue } from "../../core/errors/catalogue.js"
import type { DoorwayErrorTag } from "../../core/errors/DoorwayError.js"

let byText: ReadonlyMap<string, DoorwayErrorTag> | undefined

/** The text a catalogue entry gives without any field, when it needs none. */
const fixedText = (tag: DoorwayErrorTag): string | undefined => {
  try {
    const text: unknown = (catalogue[tag] as (error: object) => unknown)({ _tag: tag })
    return typeof text === "string" && !text.includes("undefined") ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * The error whose fixed English text a message is. Alerts and snackbars reach the shell as the
 * core's English text (core/alerts); the ones without fields are translated through this.
 */
export const tagOfEnglishMessage = (message: string): DoorwayErrorTag | undefined => {
  if (byText === undefined) {
    const map = new Map<string, DoorwayErrorTag>()
    for (const tag of Object.keys(catalogue) as Array<DoorwayErrorTag>) {
      const text = fixedText(tag)
      if (text !== undefined && !map.has(text)) map.set(text, tag)
    }
    byText = map
  }
  return byText.get(message)
}
