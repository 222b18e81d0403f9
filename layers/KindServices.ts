import type { Scope } from "effect"
import type { Alerts } from "../core/services/Alerts.js"
import type { Analytics } from "../core/services/Analytics.js"
import type { ApiClient } from "../core/services/ApiClient.js"
import type { ChainState } from "../core/services/ChainState.js"
import type { EvmWallet } from "../core/services/EvmWallet.js"
import type { Features } from "../core/services/Features.js"
import type { Modal } from "../core/services/Modal.js"
import type { Options } from "../core/services/Options.js"
import type { Router } from "../core/services/Router.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import type { SignInState } from "../core/services/SignInState.js"
import type { Storage } from "../core/services/Storage.js"
import type { SupportedChains } from "../core/services/SupportedChains.js"
import type { Theme } from "../core/services/Theme.js"

/**
 * What the kinds use; the embedded wallet's programs also use the modal's state and theme (its
 * approval view, its frame's look, the page's origin check) and the account's data (the balance after a transaction).
 */
export type KindServices =
  | EvmWallet
  | Options
  | Storage
  | RpcTransport
  | ChainState
  | Alerts
  | Features
  | Analytics
  | Modal
  | Router
  | SignInState
  | Theme
  | ApiClient
  | SupportedChains
  | Scope.Scope
