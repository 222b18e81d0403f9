import { defineConfig } from "vite"

// Two pages: the app (index.html) and AppKit's quick start (quickstart.html). The server build
// (`vite build --ssr`) renders the app with react-dom/server.
export default defineConfig({
  build: {
    outDir: "dist/client",
    sourcemap: true,
    rollupOptions: { input: { main: "index.html", quickstart: "quickstart.html" } }
  }
})
