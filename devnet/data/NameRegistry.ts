/**
 * The names the data service keeps (`<label>.reown.id`): written by `POST /v1/profile/account`,
 * read by the profile lookups and by `/v1/identity/{address}`. In memory, for the service's life.
 */
import type { Profile, ProfileAttribute } from "../../schemas/Names.js"

export type RegisterOutcome =
  | { readonly _tag: "Registered"; readonly profile: Profile }
  /** The name already belongs to another address. */
  | { readonly _tag: "NameTaken"; readonly name: string; readonly owner: string }

export interface NameRegistry {
  /**
   * Registers `name` for `address` under an ENSIP-11 coin type (e.g. `0x80000001` as a number, or
   * 60 for Ethereum), or adds that coin type to the caller's own name. `attributes` are the signed
   * message's attributes; `avatar` and `bio` are kept. Times are unix seconds.
   */
  readonly register: (
    name: string,
    address: string,
    coinType: number,
    attributes?: Readonly<Record<string, string>>
  ) => RegisterOutcome
  readonly byName: (name: string) => Profile | undefined
  /** Every name with `address` under any coin type, oldest registration first. */
  readonly byAddress: (address: string) => ReadonlyArray<Profile>
  readonly all: () => ReadonlyArray<Profile>
}

/** EVM addresses are hex and compared without regard to case; other addresses (base58) exactly. */
const addressKey = (address: string): string => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address)

const nameKey = (name: string): string => name.trim().toLowerCase()

const attributesOf = (attributes: Readonly<Record<string, string>>): ReadonlyArray<ProfileAttribute> => {
  const attribute: { avatar?: string; bio?: string } = {}
  if (attributes["avatar"] !== undefined) attribute.avatar = attributes["avatar"]
  if (attributes["bio"] !== undefined) attribute.bio = attributes["bio"]
  return Object.keys(attribute).length === 0 ? [] : [attribute]
}

export const makeNameRegistry = (now: () => number = () => Math.floor(Date.now() / 1000)): NameRegistry => {
  const profiles = new Map<string, Profile>()
  const owns = (profile: Profile, address: string): boolean =>
    Object.values(profile.addresses).some((entry) => addressKey(entry.address) === addressKey(address))

  return {
    register: (name, address, coinType, attributes = {}) => {
      const key = nameKey(name)
      const time = now()
      const existing = profiles.get(key)
      if (existing !== undefined && !owns(existing, address)) {
        const owner = Object.values(existing.addresses)[0]?.address ?? ""
        return { _tag: "NameTaken", name: existing.name, owner }
      }
      const entry = { address, created: String(existing?.addresses[String(coinType)]?.created ?? time) }
      const fresh = attributesOf(attributes)
      const profile: Profile = {
        name: existing?.name ?? key,
        registered: existing?.registered ?? time,
        updated: time,
        addresses: { ...existing?.addresses, [String(coinType)]: entry },
        attributes: fresh.length > 0 ? fresh : (existing?.attributes ?? [])
      }
      profiles.set(key, profile)
      return { _tag: "Registered", profile }
    },
    byName: (name) => profiles.get(nameKey(name)),
    byAddress: (address) => [...profiles.values()].filter((profile) => owns(profile, address)),
    all: () => [...profiles.values()]
  }
}
