/** The second page: AppKit's React quick start, as its fixture has it (test/package/quickstart/). */
import { createRoot } from "react-dom/client"
import App from "./quickstart/App"

const root = document.getElementById("root")
if (root === null) throw new Error("The page has no #root")
createRoot(root).render(<App />)
