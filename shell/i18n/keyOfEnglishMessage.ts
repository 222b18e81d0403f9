import { catalogue } from "../../core/errors/catalogue.js"
import type { DoorwayError, DoorwayErrorTag } from "../../core/errors/DoorwayError.js"
import { errorTextKey } from "./errorTextKey.js"
import type { ErrorTextKey } from "./errorTextKey.js"

let byText: ReadonlyMap<string, ErrorTextKey> | undefined

/** The text a catalogue entry gives without any field, when it needs none. */
const fixedText = (error: DoorwayError): string | undefined => {
  try {
    const text: unknown = (catalogue[error._tag] as (error: object) => unknown)(error)
    return typeof text === "string" && !text.includes("undefined") ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * The error text key whose fixed English text a message is. Alerts and snackbars reach the shell
 * as the core's English text (core/alerts); the ones without fields are translated through this.
 */
export const keyOfEnglishMessage = (message: string): ErrorTextKey | undefined => {
  if (byText === undefined) {
    const map = new Map<string, ErrorTextKey>()
    for (const tag of Object.keys(catalogue) as Array<DoorwayErrorTag>) {
      const bare = { _tag: tag } as DoorwayError
      const text = fixedText(bare)
      const key = text === undefined ? undefined : errorTextKey(bare)
      if (text !== undefined && key !== undefined && !map.has(text)) map.set(text, key)
    }
    byText = map
  }
  return byText.get(message)
}
