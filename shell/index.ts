export * from "./createAppKit.js"
export * from "./AppKitInstance.js"
export * from "./AppKitProvider.js"
export * from "./AppKitModal.js"
export * from "./hooks/useAppKit.js"
export * from "./hooks/useAppKitAccount.js"
export * from "./hooks/useAppKitEvents.js"
export * from "./hooks/useAppKitNetwork.js"
export * from "./hooks/useAppKitState.js"
export * from "./hooks/useAppKitTheme.js"
export * from "./hooks/useAppKitProvider.js"
export * from "./hooks/useDisconnect.js"
export * from "./hooks/useWalletInfo.js"
export { registerConnectSection, registerView } from "./views/registry.js"
export type {
  ComponentModule,
  ConnectSectionContext,
  ConnectSectionRegistration,
  ViewProps,
  ViewRegistration
} from "./views/registry.js"
export type { AccountInfo, AppKitState, EmbeddedWalletInfo, NetworkInfo } from "./runtime/selectors.js"
export type { AppKitOptions } from "../core/config/AppKitOptions.js"
