import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { assetImageUrl, imageUrls, walletImageUrl } from "../../../core/catalogue/walletImageUrl.js"
import { CATALOGUE_URL, catalogueEnv } from "./catalogueEnv.js"

describe("wallet images", () => {
  it.effect("a wallet image is the catalogue's /getWalletImage/{id} with the sdk identity", () =>
    Effect.gen(function* () {
      const url = new URL(yield* walletImageUrl("abc-123"))
      expect(`${url.origin}${url.pathname}`).toBe(`${CATALOGUE_URL}/getWalletImage/abc-123`)
      expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: "test-project", st: "appkit", sv: "react-core-1.7.16" })
      expect(new URL(yield* assetImageUrl("net 1")).pathname).toBe("/public/getAssetImage/net%201")
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("a wallet's own image_url wins over its image id; no image without either", () =>
    Effect.gen(function* () {
      const urls = yield* imageUrls
      expect(urls.wallet({ id: "a", name: "A", image_url: "https://img.test/a.png", image_id: "x" })).toBe("https://img.test/a.png")
      expect(new URL(urls.wallet({ id: "b", name: "B", image_id: "y" }) ?? "").pathname).toBe("/getWalletImage/y")
      expect(urls.wallet({ id: "c", name: "C" })).toBeUndefined()
    }).pipe(Effect.provide(catalogueEnv()))
  )
})
