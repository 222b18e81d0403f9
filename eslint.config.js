import tseslint from "typescript-eslint"

const noDomGlobals = ["window", "document", "fetch", "localStorage", "sessionStorage", "navigator", "setTimeout", "setInterval"].map(
  (name) => ({ name, message: "core/ holds programs only: reach the platform through a service Tag, and time through Effect." })
)

export default tseslint.config(
  { ignores: ["node_modules/**", "dist/**", ".size/**", "demo/dist/**", ".stryker-tmp/**", "reports/**", "bench/**", "test/docs/.generated/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error"
    }
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...noDomGlobals],
      "no-restricted-imports": ["error", { patterns: [
        { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "core/ never imports React." },
        { group: ["**/layers/**", "**/shell/**"], message: "core/ never imports an implementation." },
        { group: ["@effect/platform-browser", "@effect/platform-node", "@effect/platform-browser/*", "@effect/platform-node/*"], message: "core/ stays platform-free." }
      ] }]
    }
  },
  {
    files: ["schemas/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: "^(?!effect($|/)|\\.).*", message: "schemas/ imports only effect." }
      ] }]
    }
  }
)
