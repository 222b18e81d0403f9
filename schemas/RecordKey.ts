import { Schema } from "effect"

/**
 * Key of a record read from outside: any string except `__proto__`. An entry under that key is
 * dropped on decode, because assigning it to the decoded object would replace the object's
 * prototype instead of adding an entry (and let later lookups read the sender's values).
 */
export const RecordKey = Schema.String.pipe(Schema.filter((key) => key !== "__proto__")).annotations({
  identifier: "RecordKey"
})
