/** State services over given options, page storage in memory and a scripted discovery; fresh per provide. */
import { Effect, Layer, Ref } from "effect"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import type { LoginMethod } from "../../../core/config/loginMethods.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { ConnectorsState } from "../../../core/services/Connectors.js"
import { Features } from "../../../core/services/Features.js"
import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"
import type { RemoteFeatures } from "../../../schemas/RemoteFeatures.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import * as WalletDiscoveryTest from "../../../layers/WalletDiscoveryTest.js"
import { testEnv } from "../router/testEnv.js"

export const connectorsEnv = (
  options: Partial<AppKitOptions> = {},
  discovery: { readonly announced?: ReadonlyArray<DiscoveredWallet>; readonly injected?: DiscoveredWallet } = {},
  loginMethods?: ReadonlyArray<LoginMethod>
) => Layer.mergeAll(testEnv(options, undefined, StorageMemory.layer, loginMethods), WalletDiscoveryTest.layer(discovery))

export const connectorsState = Effect.flatMap(Connectors, (c) => Ref.get(c.state))

export const setConnectorsState = (f: (state: ConnectorsState) => ConnectorsState) =>
  Effect.flatMap(Connectors, (c) => Ref.update(c.state, f))

export const setFeatures = (features: Partial<RemoteFeatures>) =>
  Effect.flatMap(Features, (f) => Ref.update(f.state, (current) => ({ ...current, ...features })))
