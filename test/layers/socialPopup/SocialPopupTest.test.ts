import { Effect, Layer } from "effect"
import { SocialPopup } from "../../../core/services/SocialPopup.js"
import * as SocialPopupTest from "../../../layers/SocialPopupTest.js"
import { socialPopupContract } from "./socialPopupContract.js"

socialPopupContract(
  "SocialPopupTest",
  Effect.map(SocialPopupTest.make, ({ service, script }) => ({
    layer: Layer.succeed(SocialPopup, service),
    windows: Effect.map(script.opened, (all) => all.map((popup) => ({ at: popup.visited.at(-1) ?? popup.url, closed: popup.closed }))),
    personCloses: script.personCloses,
    post: script.post,
    blockPopups: script.blockPopups(true)
  }))
)
