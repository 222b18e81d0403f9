import { ENGLISH_CATALOGUE } from "../english.js"

/** English: the source texts; its error texts are the core catalogue's own. */
export default ENGLISH_CATALOGUE
