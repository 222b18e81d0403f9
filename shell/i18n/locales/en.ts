import type { LocaleCatalogue } from "../Catalogue.js"
import { EN_TEXTS } from "../en.js"

/** English: the source texts; its error texts are the core catalogue's own. */
export default { locale: "en", texts: EN_TEXTS, errors: {} } satisfies LocaleCatalogue
