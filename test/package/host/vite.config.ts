import { defineConfig } from "vite"

// Three pages: the app (index.html), AppKit's quick start (quickstart.html) and its wagmi quick
// start (wagmi.html). The server build (`vite build --ssr`) renders the app with react-dom/server.
export default defineConfig({
  build: {
    outDir: "dist/client",
    sourcemap: true,
    rollupOptions: { input: { main: "index.html", quickstart: "quickstart.html", wagmi: "wagmi.html" } }
  }
})
