/**
 * The first transaction of a mined block, as bitcoind's miner writes it: its scriptSig starts
 * with the height (BIP34), it pays the subsidy and fees, and it commits to the block's wtxids
 * (BIP141) with its 32 zero bytes of witness reserved value.
 */
import { RawTx, Script } from "@scure/btc-signer"
import { concatBytes, sha256x2 } from "@scure/btc-signer/utils.js"
import { merkleRoot } from "./blockHeader.js"
import type { TxOutputView } from "./decodedTx.js"

const WITNESS_RESERVED_VALUE = new Uint8Array(32)
const COMMITMENT_HEADER = Uint8Array.from([0xaa, 0x21, 0xa9, 0xed])

/** `CScript() << height << OP_0`: heights 1 to 16 are their own opcodes, others a minimal number push. */
const heightScriptSig = (height: number): Uint8Array => Script.encode([height, 0])

/** BIP141's commitment: the merkle root of the block's wtxids (the coinbase's counted as zero) with the reserved value. */
const witnessCommitment = (wtxids: ReadonlyArray<string>): Uint8Array =>
  sha256x2(Uint8Array.from(Buffer.from(merkleRoot(["0".repeat(64), ...wtxids]), "hex")).reverse(), WITNESS_RESERVED_VALUE)

export const coinbaseTx = (height: number, payouts: ReadonlyArray<TxOutputView>, wtxids: ReadonlyArray<string>): Uint8Array =>
  RawTx.encode({
    version: 2,
    segwitFlag: true,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: heightScriptSig(height), sequence: 0xffffffff }],
    outputs: [
      ...payouts.map((payout) => ({ amount: payout.value, script: payout.script })),
      { amount: 0n, script: Script.encode(["RETURN", concatBytes(COMMITMENT_HEADER, witnessCommitment(wtxids))]) }
    ],
    witnesses: [[WITNESS_RESERVED_VALUE]],
    lockTime: 0
  })
