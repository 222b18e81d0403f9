/** The third page: AppKit's wagmi quick start, as its fixture has it (test/package/wagmi-quickstart/). */
import { createRoot } from "react-dom/client"
import App from "./wagmi-quickstart/App"

const root = document.getElementById("root")
if (root === null) throw new Error("The page has no #root")
createRoot(root).render(<App />)
