import { Effect, Either, Option, Schema } from "effect"
import { Eip6963Icon, Eip6963Name, Eip6963Rdns, Eip6963Uuid } from "../../schemas/Eip6963ProviderInfo.js"
import type { DiscoveredWallet } from "../services/WalletDiscovery.js"

/** An EIP-6963 announcement as the page hands it over: its info may be anything at all. */
export interface Announcement {
  readonly info: unknown
  readonly provider: unknown
}

interface RawInfo {
  readonly uuid: unknown
  readonly name: unknown
  readonly icon: unknown
  readonly rdns: unknown
}

/** The four fields, read once; a getter that throws or an info that is not an object reads as none. */
const readInfo = (info: unknown): Option.Option<RawInfo> =>
  typeof info !== "object" || info === null
    ? Option.none()
    : Either.getRight(
        Either.try(() => {
          const { uuid, name, icon, rdns } = info as Record<string, unknown>
          return { uuid, name, icon, rdns }
        })
      )

const decodeUuid = Schema.decodeUnknownOption(Eip6963Uuid)
const decodeName = Schema.decodeUnknownOption(Eip6963Name)
const decodeIcon = Schema.decodeUnknownOption(Eip6963Icon)
const decodeRdns = Schema.decodeUnknownOption(Eip6963Rdns)

const NAME_SHOWN = 40

/** The announced name as a log can print it: quoted, escaped, cut short. */
const describeName = (name: unknown): string => {
  if (typeof name !== "string") return "a wallet with no name"
  const short = name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name
  return `wallet ${JSON.stringify(short)}`
}

/**
 * Checks an EIP-6963 announcement before anything of it is drawn. A uuid that is not a UUIDv4,
 * or a name that is empty after trimming (or not text), refuses the wallet. An icon that is not a
 * `data:image/…` URI is dropped, so the wallet shows its initial and no image is ever requested
 * from elsewhere; an rdns that is not reverse-DNS is dropped, so the wallet is known by its uuid
 * alone and is not matched with a catalogue entry. Each refusal is a warning in the log.
 */
export const acceptAnnouncement = (announcement: Announcement): Effect.Effect<Option.Option<DiscoveredWallet>> =>
  Effect.gen(function* () {
    const read = readInfo(announcement.info)
    if (Option.isNone(read)) {
      yield* Effect.logWarning("EIP-6963 announcement refused: its info is not an object")
      return Option.none()
    }
    const info = read.value
    const who = describeName(info.name)
    const uuid = decodeUuid(info.uuid)
    if (Option.isNone(uuid)) {
      yield* Effect.logWarning(`EIP-6963 announcement of ${who} refused: its uuid is not a UUIDv4`)
      return Option.none()
    }
    const name = decodeName(info.name)
    if (Option.isNone(name)) {
      yield* Effect.logWarning(`EIP-6963 announcement ${uuid.value} refused: its name is empty or not text`)
      return Option.none()
    }
    const icon = decodeIcon(info.icon)
    if (Option.isNone(icon)) {
      yield* Effect.logWarning(`EIP-6963 icon of ${who} not shown: it is not a data:image URI`)
    }
    const rdns = decodeRdns(info.rdns)
    if (Option.isNone(rdns)) {
      yield* Effect.logWarning(`EIP-6963 rdns of ${who} ignored: it is not a reverse-DNS name`)
    }
    return Option.some({
      info: { uuid: uuid.value, name: name.value, icon: Option.getOrElse(icon, () => ""), rdns: Option.getOrElse(rdns, () => "") },
      provider: announcement.provider
    })
  })
