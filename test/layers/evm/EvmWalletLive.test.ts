import { EvmWalletLive } from "../../../layers/EvmWalletLive.js"
import { evmAdapterContract } from "./EvmWallet.contract.js"

evmAdapterContract("viem over the wallet's provider (live layer)", EvmWalletLive)
