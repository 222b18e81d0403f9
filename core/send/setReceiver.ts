import { Duration, Effect, Option } from "effect"
import { ResolveNameFailed } from "../errors/AccountErrors.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { resolveReceiverName } from "./resolveReceiverName.js"
import { sendAccount } from "./sendAccount.js"
import { getSendState, updateSendState } from "./updateSendState.js"

/** How long typing must pause before a typed name is looked up. */
export const RECEIVER_NAME_WAIT = Duration.millis(300)

/** A typed receiver that is a name rather than an address: it has a dot (`alice.reown.id`). */
export const isReceiverName = (input: string): boolean => !input.startsWith("0x") && /^[^\s.]+(\.[^\s.]+)+$/.test(input)

/** Whether `text` is an address of the connected account's family, for its network (none when nothing is connected). */
const isFamilyAddress = (text: string) =>
  Effect.gen(function* () {
    const account = yield* Effect.option(sendAccount)
    if (Option.isNone(account)) return false
    const connections = yield* WalletConnections
    const family = yield* Effect.option(connections.familyOf(account.value.network.chainNamespace))
    return Option.isSome(family) && family.value.isAddress(text, account.value.network)
  })

/**
 * Sets the receiver as typed (SPEC §3). An address of the account's chain family (EVM hex,
 * Solana base58) is the receiver's address at once. A name is
 * looked up once typing has paused for 300 ms (a caller typing on interrupts this run and starts
 * another): its address, profile name and image are then set, unless the field changed meanwhile.
 * A name that cannot be resolved leaves no address and fails with ResolveNameFailed.
 */
export const setReceiver = (input: string) =>
  Effect.gen(function* () {
    const typed = input.trim()
    const name = isReceiverName(typed)
    const address = yield* isFamilyAddress(typed)
    yield* updateSendState((state) => ({
      ...state,
      receiverInput: input,
      receiverAddress: address ? typed : undefined,
      receiverProfileName: undefined,
      receiverProfileImage: undefined,
      resolvingReceiver: name,
      gasEstimate: undefined
    }))
    if (!name) return
    yield* Effect.sleep(RECEIVER_NAME_WAIT)
    const still = (state: { readonly receiverInput: string }) => state.receiverInput === input
    const profile = yield* Effect.flatMap(sendAccount, ({ network }) => resolveReceiverName(typed, network)).pipe(
      // A name whose address is not of the account's family (an EVM address on Solana) names no one to send to here.
      Effect.flatMap((found) =>
        Effect.flatMap(isFamilyAddress(found.address), (ours) => (ours ? Effect.succeed(found) : Effect.fail(new ResolveNameFailed({ name: typed }))))
      ),
      Effect.tapError(() => updateSendState((state) => (still(state) ? { ...state, resolvingReceiver: false } : state)))
    )
    if (!still(yield* getSendState)) return
    yield* updateSendState((state) =>
      still(state)
        ? {
            ...state,
            receiverAddress: profile.address,
            receiverProfileName: profile.name,
            receiverProfileImage: profile.avatar,
            resolvingReceiver: false
          }
        : state
    )
  }).pipe(Effect.withSpan("send.setReceiver"))
