import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { ChainNotSupported, SwitchChainNotApproved } from "../errors/ConnectionErrors.js"
import { EvmWallet } from "../services/EvmWallet.js"
import type { WalletError } from "../services/EvmWallet.js"
import { addChainParamsOf, chainIdHexOf } from "./addChainParamsOf.js"

/** EIP-3326: the wallet does not know the chain yet and must have it added first. */
const UNRECOGNIZED_CHAIN: ReadonlySet<number> = new Set([4902])
/** The wallet has no switch method at all (EIP-1193 4200, JSON-RPC -32601 and -32004). */
const NO_SWITCH_METHOD: ReadonlySet<number> = new Set([4200, -32601, -32004])

const hasCode = (codes: ReadonlySet<number>) => (error: WalletError | ChainNotSupported) =>
  error._tag === "JsonRpcError" && codes.has(error.code)

/** The person declined; stays the UserRejectedError it is. */
const isRefusal = (error: WalletError): boolean => error._tag === "UserRejectedError"

/**
 * Asks an EVM wallet to move to a configured network: `wallet_switchEthereumChain`; when the wallet
 * does not know the chain (4902), `wallet_addEthereumChain` with the network's chain id, RPC URLs,
 * name, currency and explorer, then the switch again; a wallet that cannot add it either fails with
 * ChainNotSupported ('Chain is not supported', SPEC §8). A wallet without the switch method fails
 * with SwitchChainNotApproved; a refusal stays the UserRejectedError it is.
 */
export const askWalletToSwitch = (provider: unknown, network: Network) =>
  Effect.gen(function* () {
    const evm = yield* EvmWallet
    const chainIdHex = chainIdHexOf(network)
    yield* evm.switchChain(provider, chainIdHex).pipe(
      Effect.catchIf(hasCode(UNRECOGNIZED_CHAIN), () =>
        evm.addChain(provider, addChainParamsOf(network)).pipe(
          Effect.catchIf(
            (error) => !isRefusal(error),
            () => Effect.fail(new ChainNotSupported({ chainId: network.caipNetworkId }))
          ),
          Effect.zipRight(evm.switchChain(provider, chainIdHex))
        )
      ),
      Effect.catchIf(hasCode(NO_SWITCH_METHOD), () => Effect.fail(new SwitchChainNotApproved({ chainId: network.caipNetworkId })))
    )
  }).pipe(Effect.withSpan("network.askWalletToSwitch"))
