/**
 * Built as AppKit's React quick start is built, plus the project's dev wallet: an EIP-6963 page
 * script injected at the top of <head>, as an extension would inject it. The plugin's own imports
 * resolve from the repository's node_modules, above this folder.
 */
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { devWalletPlugin } from "../../../devnet/wallet/devWalletPlugin.js"

export default defineConfig({
  plugins: [react(), devWalletPlugin()],
  build: { target: "es2022", chunkSizeWarningLimit: 4096, reportCompressedSize: false }
})
