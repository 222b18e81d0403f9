/**
 * The embedded-wallet kind of connection (SPEC §4–§6): the wallet of an email or social login,
 * kept by the secure frame and spoken to over its protocol (WIRE §4). It serves EVM and the other
 * families the frame holds a key for (SPEC §9: Solana): each namespace is asked for its user on its
 * own chain; EVM gets the EIP-1193 provider, another family its own provider over the frame's
 * RPC_REQUEST (`FamilyOverSession`). The login ends (SIGN_OUT) with the last namespace let go.
 */
import { Effect, Option, Ref, Stream } from "effect"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { Connector } from "../schemas/Connector.js"
import type { FamilyOverSessionLoader } from "../core/services/FamilyOverSession.js"
import { JsonRpcError } from "../core/errors/JsonRpcError.js"
import type { ChainIdLike } from "../schemas/Hex.js"
import type { Network } from "../schemas/Network.js"
import type { CaipNetworkId } from "../schemas/Caip.js"
import { fetchEmbeddedUser } from "../core/embedded/fetchEmbeddedUser.js"
import type { EmbeddedUser } from "../core/embedded/EmbeddedLoginStep.js"
import type { EmbeddedSignIn } from "../core/siwx/embedded/embeddedSignIn.js"
import { embeddedAccountTypeOf } from "../core/account/embeddedAccountType.js"
import type { AccountTypeMoment } from "../core/account/embeddedAccountType.js"
import type { NamespaceAccount } from "../schemas/Account.js"
import type { EmbeddedAccountType } from "../schemas/Forms.js"
import { ConnectFailed, SwitchChainNotApproved } from "../core/errors/ConnectionErrors.js"
import { clearLoginCache } from "../core/frame/clearLoginCache.js"
import type { FrameNotice } from "../core/frame/FrameNotice.js"
import type { OnFrameTimeout } from "../core/frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../core/frame/sendFrameRequest.js"
import { signOutOfFrame } from "../core/frame/signOutOfFrame.js"
import type { WalletEvent } from "../core/services/EvmWallet.js"
import { SecureFrame } from "../core/services/SecureFrame.js"
import { Storage } from "../core/services/Storage.js"
import type { OpenedSession, ConnectionKind, ActiveAccount } from "../core/services/WalletConnections.js"
import { readStoredValue, writeStoredValue } from "../core/storage/storedValues.js"
import { makeEmbeddedRpc, toEip1193Provider, toRequestPromise } from "./EmbeddedWalletProvider.js"
import { makeNamespacesInUse } from "./namespacesInUse.js"
import type { EmbeddedRpc, Eip1193Provider } from "./EmbeddedWalletProvider.js"

export interface EmbeddedWalletDeps {
  readonly frame: SecureFrame["Type"]
  readonly storage: Storage["Type"]
  /** The active network of the namespace being connected, if any. */
  readonly activeNetwork: Effect.Effect<Option.Option<Network>>
  /** The host's timeout callback (the alerts of SPEC §8). */
  readonly onTimeout: OnFrameTimeout
  /** Creates the frame unless it exists (SPEC §4: on first need); by default the frame is there already. */
  readonly openFrame?: Effect.Effect<void> | undefined
  /** With sign-in on, the login signs in too (SPEC §4): GET_USER of a connection carries the sign-in message. */
  readonly signIn?: EmbeddedSignIn | undefined
  /** The network the modal is on in a namespace (a restore of a namespace that is not the active one). */
  readonly networkOn?: ((namespace: ChainNamespace) => Effect.Effect<Option.Option<Network>>) | undefined
  /** The families beside EVM the frame serves, and how each takes part (its provider over the frame). */
  readonly families?: ReadonlyArray<FamilyOverSessionLoader> | undefined
  /**
   * The account type GET_USER asks for (SPEC §4: explicit, else stored, else the family's default);
   * by default the stored one, else the family's default (`embeddedAccountTypeOf` without options).
   */
  readonly accountType?: ((namespace: ChainNamespace, moment: AccountTypeMoment) => Effect.Effect<EmbeddedAccountType>) | undefined
  /**
   * Asks the frame which EVM chains have smart accounts and keeps the answer (`loadSmartAccountNetworks`),
   * before each EVM GET_USER (WIRE §4.6); without it the frame is not asked.
   */
  readonly smartAccountNetworks?: Effect.Effect<unknown> | undefined
}

/** The kind, with what a later approval view needs: the open RPC requests and their abort. */
export interface EmbeddedWalletConnection extends ConnectionKind {
  readonly rpc: EmbeddedRpc
}

/** The chain the frame opens the wallet on when nothing says otherwise (WIRE §4.3). */
const DEFAULT_CHAIN_ID = 1

/** An EVM chain id as the frame gives it: a number, its decimal string, or its CAIP-2 id. */
export const evmChainIdOf = (chainId: ChainIdLike): Option.Option<number> => {
  if (typeof chainId === "number") return Number.isSafeInteger(chainId) ? Option.some(chainId) : Option.none()
  const match = /^(?:eip155:)?(\d+)$/.exec(chainId)
  return match === null ? Option.none() : Option.some(Number(match[1]))
}

const rpcUrlOf = (network: Network | undefined): string | undefined => network?.rpcUrls.default.http[0]

const EVM = "eip155"

/** The chain reference of a namespace's chain as the frame gives it (`<namespace>:<ref>`); undefined for another namespace's. */
const referenceIn = (namespace: ChainNamespace, chainId: ChainIdLike): string | undefined => {
  if (typeof chainId !== "string" || !chainId.startsWith(`${namespace}:`)) return undefined
  const reference = chainId.slice(namespace.length + 1)
  return reference === "" ? undefined : reference
}

/** A chain id naming another family's chain (`solana:<ref>`), not an EVM one. */
const isOtherFamilyChain = (chainId: ChainIdLike): boolean =>
  typeof chainId === "string" && /^[-a-z0-9]{3,8}:/.test(chainId) && !chainId.startsWith(`${EVM}:`)

/**
 * The frame's EVM accounts with their types (WIRE §4.4 `accounts`), the active one (`address`)
 * first: the account state's `allAccounts`, whose active entry gives `preferredAccountType`.
 */
const evmAccountsOf = (
  address: string,
  accounts: ReadonlyArray<{ readonly address: string; readonly type: EmbeddedAccountType }> | undefined
): ReadonlyArray<NamespaceAccount> | undefined => {
  if (accounts === undefined || accounts.length === 0) return undefined
  const described = accounts.map((account): NamespaceAccount => ({ namespace: EVM, address: account.address, type: account.type }))
  const isActive = (account: NamespaceAccount) => account.address.toLowerCase() === address.toLowerCase()
  return [...described.filter(isActive), ...described.filter((account) => !isActive(account))]
}

/** The type of the active account, as the frame described it (eoa when it did not). */
const activeTypeOf = (address: string, accounts: ReadonlyArray<NamespaceAccount> | undefined): EmbeddedAccountType =>
  accounts?.find((account) => account.address.toLowerCase() === address.toLowerCase())?.type === "smartAccount" ? "smartAccount" : "eoa"

export const makeEmbeddedWalletConnection = (deps: EmbeddedWalletDeps): Effect.Effect<EmbeddedWalletConnection> =>
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<never>()
    const withServices = <A, E>(effect: Effect.Effect<A, E, SecureFrame | Storage>): Effect.Effect<A, E> =>
      effect.pipe(Effect.provideService(SecureFrame, deps.frame), Effect.provideService(Storage, deps.storage))
    /** Every exchange with the frame first makes sure it exists. */
    const withFrame = <A, E>(effect: Effect.Effect<A, E, SecureFrame | Storage>): Effect.Effect<A, E> =>
      Effect.zipRight(deps.openFrame ?? Effect.void, withServices(effect))
    // The chain the wallet is on, and the connector whose networks give its RPC URL.
    const current = yield* Ref.make<{ readonly chainId: number; readonly connector?: Connector | undefined }>({ chainId: DEFAULT_CHAIN_ID })
    // The EVM account's type, and whether the smart account is on chain (WIRE §4.4 GET_USER).
    const evmAccount = yield* Ref.make<{ readonly type: EmbeddedAccountType; readonly deployed: boolean | undefined }>({ type: "eoa", deployed: undefined })
    const accountTypeFor = (namespace: ChainNamespace, moment: AccountTypeMoment): Effect.Effect<EmbeddedAccountType> =>
      deps.accountType?.(namespace, moment) ?? withServices(embeddedAccountTypeOf(namespace, moment))

    const lastUsedChainId = withServices(readStoredValue("@appkit-wallet/LAST_USED_CHAIN_KEY")).pipe(
      Effect.map((stored) => (Option.isSome(stored) ? evmChainIdOf(stored.value) : Option.none()))
    )
    const networkOf = (connector: Connector | undefined, chainId: number) =>
      connector?.chains?.find((network) => network.chainNamespace === "eip155" && network.id === chainId)

    const rpc = yield* makeEmbeddedRpc({
      frame: deps.frame,
      onTimeout: deps.onTimeout,
      routing: Effect.map(Ref.get(current), ({ chainId, connector }) => ({
        chainNamespace: connector?.chain ?? "eip155",
        chainId,
        rpcUrl: rpcUrlOf(networkOf(connector, chainId))
      })),
      // Answered from storage, as the frame is never asked (WIRE §4.5).
      chainId: Effect.flatMap(lastUsedChainId, Option.match({ onSome: Effect.succeed, onNone: () => Effect.map(Ref.get(current), (c) => c.chainId) }))
    })
    const provider: Eip1193Provider = toEip1193Provider(rpc, runtime)

    /** Another family's provider over the frame, one per namespace (the same object on each ask). */
    const familyProviders = new Map<ChainNamespace, unknown>()
    const familyProvider = (connector: Connector) =>
      Effect.gen(function* () {
        const made = familyProviders.get(connector.chain)
        if (made !== undefined) return made
        const family = deps.families?.find((entry) => entry.namespace === connector.chain)
        const known = (yield* Ref.get(otherChains)).get(connector.chain)
        if (family === undefined || known === undefined) return yield* new JsonRpcError({ code: 4900, reason: `The embedded wallet has no ${connector.chain} account` })
        const chainNow = () => Effect.runSync(Ref.get(otherChains)).get(connector.chain)?.chain ?? known.chain
        const fresh = yield* Effect.flatMap(family.over, (over) =>
          over.provider({
            address: known.address,
            chain: chainNow,
            request: (chain, method, params) =>
              toRequestPromise(rpc, runtime, method, params, {
                chainNamespace: connector.chain,
                chainId: chain,
                rpcUrl: rpcUrlOf(connector.chains?.find((network) => network.caipNetworkId === chain))
              })
          })
        ).pipe(Effect.mapError(() => new JsonRpcError({ code: 4900, reason: `The ${connector.chain} provider did not load` })))
        familyProviders.set(connector.chain, fresh)
        return fresh
      })

    /** Another family's chain (CAIP-2) and address, as the frame gave them. */
    const otherChains = yield* Ref.make<ReadonlyMap<ChainNamespace, { readonly chain: string; readonly address: string }>>(new Map())
    /** The namespaces the site uses the login on: SIGN_OUT once none is left. */
    const inUse = yield* makeNamespacesInUse

    /** The accounts and chain of the frame's user; the chain must be one of the connector's namespace. */
    const sessionOf = (connector: Connector, user: EmbeddedUser) =>
      Effect.gen(function* () {
        const others = (user.accounts ?? []).map((account) => account.address).filter((address) => address !== user.address)
        if (connector.chain !== EVM) {
          const reference = referenceIn(connector.chain, user.chainId)
          if (reference === undefined) return yield* new ConnectFailed({ cause: `The embedded wallet is on ${String(user.chainId)}` })
          yield* Ref.update(otherChains, (known) => new Map(known).set(connector.chain, { chain: `${connector.chain}:${reference}`, address: user.address }))
          yield* inUse.use(connector.chain)
          return { accounts: [user.address, ...others], chainId: reference } satisfies OpenedSession
        }
        const chainId = evmChainIdOf(user.chainId)
        if (Option.isNone(chainId)) return yield* new ConnectFailed({ cause: `The embedded wallet is on ${String(user.chainId)}` })
        yield* Ref.set(current, { chainId: chainId.value, connector })
        yield* inUse.use(EVM)
        const allAccounts = evmAccountsOf(user.address, user.accounts)
        yield* Ref.set(evmAccount, { type: activeTypeOf(user.address, allAccounts), deployed: user.smartAccountDeployed })
        return {
          accounts: [user.address, ...others],
          chainId: chainId.value,
          ...(allAccounts === undefined ? {} : { allAccounts }),
          ...(user.smartAccountDeployed === undefined ? {} : { smartAccountDeployed: user.smartAccountDeployed })
        } satisfies OpenedSession
      })

    /** The network GET_USER opens a namespace's wallet on: the modal's there, else (EVM) the last used chain, else the first. */
    const networkFor = (connector: Connector) =>
      Effect.gen(function* () {
        const onNamespace = deps.networkOn === undefined ? Option.none<Network>() : yield* deps.networkOn(connector.chain)
        if (Option.isSome(onNamespace)) return onNamespace.value
        return Option.getOrUndefined(Option.filter(yield* deps.activeNetwork, (network) => network.chainNamespace === connector.chain))
      })

    /**
     * GET_USER on the active network (else the last used chain, else 1), as the account type of
     * SPEC §4 (explicit, else stored, else the family's default; see `embeddedAccountTypeOf`). A
     * connection with sign-in on asks the frame to sign the sign-in message too, and keeps the
     * session before the connection is recorded, so no second prompt follows.
     */
    const getUser = (connector: Connector, signIn: EmbeddedSignIn | undefined, moment: AccountTypeMoment) =>
      Effect.gen(function* () {
        // EVM's smart-account chains are known before its user (WIRE §4.6).
        if (connector.chain === EVM && deps.smartAccountNetworks !== undefined) yield* Effect.zipRight(deps.openFrame ?? Effect.void, deps.smartAccountNetworks)
        const preferredAccountType = yield* accountTypeFor(connector.chain, moment)
        const active = yield* networkFor(connector)
        const other = connector.chain === EVM ? undefined : (active ?? connector.chains?.find((network) => network.chainNamespace === connector.chain))
        if (connector.chain !== EVM && other === undefined) return yield* new ConnectFailed({ cause: `No ${connector.chain} network to open the embedded wallet on` })
        // Another family's chain goes as its CAIP-2 id; EVM's as its number (WIRE §4.3).
        const chainId = other !== undefined ? other.caipNetworkId : active !== undefined ? active.id : Option.getOrElse(yield* lastUsedChainId, () => DEFAULT_CHAIN_ID)
        const network = other ?? active ?? networkOf(connector, Number(chainId))
        const caipNetworkId = (other?.caipNetworkId ?? `eip155:${chainId}`) as CaipNetworkId
        const asked = signIn === undefined ? Option.none() : yield* signIn.message(caipNetworkId)
        const request = { chainId, preferredAccountType, rpcUrl: rpcUrlOf(network), siwxMessage: Option.getOrUndefined(asked)?.siwxMessage } as const
        const user = yield* withFrame(fetchEmbeddedUser(request, deps.onTimeout))
        const opened = yield* sessionOf(connector, user)
        if (signIn !== undefined && Option.isSome(asked)) yield* signIn.keep(asked.value, user)
        return opened
      })

    /**
     * IS_CONNECTED, answered here as not connected when no login was ever recorded (WIRE §4.6). It
     * carries no token (WIRE §4.3: AppKit sends none): the frame restores its session from the
     * secure site's own storage, and the app learns only whether it is connected.
     */
    const isConnected = withServices(
      Effect.gen(function* () {
        if (Option.isNone(yield* readStoredValue("@appkit-wallet/EMAIL_LOGIN_USED_KEY"))) return false
        yield* deps.openFrame ?? Effect.void
        const reply = yield* sendFrameRequest({ type: "@w3m-app/IS_CONNECTED" }, deps.onTimeout).pipe(
          // The frame's error counts as not connected (WIRE §4.6).
          Effect.catchTag("FrameError", () => Effect.succeed({ isConnected: false }))
        )
        return reply.isConnected
      })
    )

    const restore = (connector: Connector) =>
      Effect.gen(function* () {
        if (!(yield* isConnected)) {
          // A failed connection check forgets the login (SPEC §4, WIRE §4.8).
          yield* withServices(clearLoginCache)
          return yield* new ConnectFailed({ cause: "The embedded wallet is not logged in" })
        }
        return yield* getUser(connector, undefined, "restore")
      })

    const switchChain = (connector: Connector, network: Network) =>
      Effect.gen(function* () {
        // The embedded wallet runs only on its supported chains (SPEC §5).
        const supported = network.chainNamespace === connector.chain && (connector.chains ?? []).some((chain) => chain.caipNetworkId === network.caipNetworkId)
        if (!supported) return yield* new SwitchChainNotApproved({ chainId: network.caipNetworkId })
        if (connector.chain !== EVM) {
          const reply = yield* withFrame(sendFrameRequest({ type: "@w3m-app/SWITCH_NETWORK", payload: { chainId: network.caipNetworkId } }, deps.onTimeout))
          const reference = referenceIn(connector.chain, reply.chainId) ?? String(network.id)
          return yield* Ref.update(otherChains, (known) => {
            const entry = known.get(connector.chain)
            return entry === undefined ? known : new Map(known).set(connector.chain, { ...entry, chain: `${connector.chain}:${reference}` })
          })
        }
        const rpcUrl = rpcUrlOf(network)
        const payload = { chainId: network.id, ...(rpcUrl === undefined ? {} : { rpcUrl }) }
        const reply = yield* withFrame(sendFrameRequest({ type: "@w3m-app/SWITCH_NETWORK", payload }, deps.onTimeout))
        const chainId = Option.getOrElse(evmChainIdOf(reply.chainId), () => Number(network.id))
        yield* withServices(Effect.orDie(writeStoredValue("@appkit-wallet/LAST_USED_CHAIN_KEY", String(chainId))))
        yield* Ref.set(current, { chainId, connector })
      })

    /**
     * SET_PREFERRED_ACCOUNT (WIRE §4.3): the frame makes the EOA or the smart account the active
     * one and answers its address; a refusal is the frame's error (the caller falls back to eoa,
     * WIRE §4.4).
     */
    const setAccountType = (_connector: Connector, type: EmbeddedAccountType) =>
      Effect.gen(function* () {
        const reply = yield* withFrame(sendFrameRequest({ type: "@w3m-app/SET_PREFERRED_ACCOUNT", payload: { type } }, deps.onTimeout))
        const now: EmbeddedAccountType = reply.type === "smartAccount" ? "smartAccount" : "eoa"
        yield* Ref.update(evmAccount, (known) => ({ ...known, type: now }))
        return { type: now, address: reply.address } satisfies ActiveAccount
      })

    /**
     * After an approved request from a smart account not yet known to be on chain, GET_USER again:
     * its answer (a notice, see `eventsOf`) says whether the first transaction deployed it.
     */
    const askDeployment = Effect.gen(function* () {
      const account = yield* Ref.get(evmAccount)
      if (account.type !== "smartAccount" || account.deployed === true) return
      const { chainId, connector } = yield* Ref.get(current)
      const request = { chainId, preferredAccountType: account.type, rpcUrl: rpcUrlOf(networkOf(connector, chainId)) }
      yield* withFrame(fetchEmbeddedUser(request, deps.onTimeout)).pipe(
        Effect.catchAll((error) => Effect.logWarning(`The smart account's deployment is unknown: ${error._tag}`))
      )
    })

    /**
     * The frame's notices as wallet events, and each approved request that was not a signature
     * (a transaction hash, a batch's id) as TransactionSent, so the balance is read again (SPEC §4).
     */
    const events = (): Stream.Stream<WalletEvent> =>
      Stream.mergeAll(
        [
          Stream.unwrapScoped(deps.frame.notices).pipe(
            Stream.flatMap((notice): Stream.Stream<WalletEvent> => Stream.unwrap(Effect.map(eventsOf(notice), Stream.fromIterable)))
          ),
          Stream.unwrapScoped(rpc.answers).pipe(
            Stream.filter((answer) => answer.needsApproval && answer.response._tag !== "Signature"),
            Stream.flatMap(() => Stream.concat(Stream.succeed<WalletEvent>({ _tag: "TransactionSent" }), Stream.drain(Stream.fromEffect(askDeployment))))
          )
        ],
        { concurrency: "unbounded" }
      )

    /**
     * Another family's wallet events: the login lost, and its user seen again on one of its
     * chains; EVM's notices and answers are not its own.
     */
    const otherEvents = (namespace: ChainNamespace): Stream.Stream<WalletEvent> =>
      Stream.unwrapScoped(deps.frame.notices).pipe(
        Stream.flatMap((notice): Stream.Stream<WalletEvent> => {
          if (notice.type === "@w3m-frame/GET_USER_SUCCESS")
            return referenceIn(namespace, notice.payload.chainId) === undefined
              ? Stream.empty
              : Stream.succeed<WalletEvent>({ _tag: "AccountsChanged", accounts: [notice.payload.address] })
          const lost =
            (notice.type === "@w3m-frame/IS_CONNECTED_SUCCESS" && !notice.payload.isConnected) || notice.type === "@w3m-frame/IS_CONNECTED_ERROR"
          return lost ? Stream.succeed<WalletEvent>({ _tag: "Disconnect" }) : Stream.empty
        })
      )

    /** The wallet events a frame notice makes: a user seen is its account and chain; not connected is a disconnect. */
    const eventsOf = (notice: FrameNotice): Effect.Effect<ReadonlyArray<WalletEvent>> => {
      if (notice.type === "@w3m-frame/GET_USER_SUCCESS") {
        // The user seen on another family's chain is that namespace's, not EVM's.
        if (isOtherFamilyChain(notice.payload.chainId)) return Effect.succeed([])
        const { address, smartAccountDeployed } = notice.payload
        const chainId = evmChainIdOf(notice.payload.chainId)
        const allAccounts = evmAccountsOf(address, notice.payload.accounts)
        const accounts: ReadonlyArray<WalletEvent> = [{ _tag: "AccountsChanged", accounts: [address], allAccounts }]
        const deployment: ReadonlyArray<WalletEvent> = smartAccountDeployed === undefined ? [] : [{ _tag: "SmartAccountDeployment", deployed: smartAccountDeployed }]
        const chain: ReadonlyArray<WalletEvent> = Option.isSome(chainId) ? [{ _tag: "ChainChanged", chainId: chainId.value }] : []
        const known = Ref.update(evmAccount, (before) => ({
          type: allAccounts === undefined ? before.type : activeTypeOf(address, allAccounts),
          deployed: smartAccountDeployed ?? before.deployed
        }))
        return Effect.as(known, [...accounts, ...deployment, ...chain])
      }
      const lost =
        (notice.type === "@w3m-frame/IS_CONNECTED_SUCCESS" && !notice.payload.isConnected) || notice.type === "@w3m-frame/IS_CONNECTED_ERROR"
      return lost ? Effect.as(withServices(clearLoginCache), [{ _tag: "Disconnect" }]) : Effect.succeed([])
    }

    return {
      connect: (connector) => getUser(connector, deps.signIn, "connect"),
      restore,
      // The login serves every namespace it connected: it ends with the last one let go.
      disconnect: (connector) =>
        Effect.gen(function* () {
          const last = yield* inUse.release(connector.chain)
          yield* Ref.update(otherChains, (known) => {
            const next = new Map(known)
            next.delete(connector.chain)
            return next
          })
          familyProviders.delete(connector.chain)
          if (last) yield* withFrame(signOutOfFrame(deps.onTimeout))
        }),
      switchChain,
      events: (connector) => Effect.succeed(connector.chain === EVM ? events() : otherEvents(connector.chain)),
      provider: (connector) => (connector.chain === EVM ? Effect.succeed(provider) : familyProvider(connector)),
      setAccountType,
      rpc
    }
  })
