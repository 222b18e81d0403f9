import { registerElements } from "./registerElements.js"

// The entry's one side effect: the page gets the four elements when it imports it.
registerElements()
