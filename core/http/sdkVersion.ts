import { SDK_VERSION } from "../plain/constants.js"

/** The UI framework the modal runs in, as the `sv` value names it. */
export type SdkFramework = "html" | "react" | "vue" | "svelte" | "cdn" | "unity"

/**
 * The `sv` query value: `{framework}-{adapters}-{version}`, adapters comma-joined in the order the
 * host app gave them, `universal` when there is none (WIRE "SDK identity values").
 */
export const sdkVersion = (framework: SdkFramework, adapters: ReadonlyArray<string>): string =>
  `${framework}-${adapters.length > 0 ? adapters.join(",") : "universal"}-${SDK_VERSION}`
