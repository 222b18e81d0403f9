import { describe, expect, it } from "vitest"
import { renderToString } from "react-dom/server"
import { mainnet, polygon } from "../../../core/networks/index.js"
import type { Network } from "../../../schemas/Network.js"
import { NetworkButton } from "../../../shell/buttons/NetworkButton.js"
import { CATALOGUE, connectedEvm, occurrences, openingTag, render, stateOf, textOf, ADDRESS } from "./buttonEnv.js"

describe("NetworkButton", () => {
  it("shows the active network's name and its catalogue icon, read aloud as the network", () => {
    const html = render(<NetworkButton />)
    expect(textOf(html, "network")).toBe("Network: Ethereum")
    const image = /<img[^>]*src="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&")
    const url = new URL(image ?? "")
    expect(url.origin).toBe(CATALOGUE)
    expect(url.pathname).toBe(`/public/getAssetImage/${mainnet.assets?.imageId}`)
    expect(url.searchParams.get("projectId")).toBe("test-project")
    expect(url.searchParams.get("st")).toBe("appkit")
    expect(openingTag(html, "network")).not.toContain("disabled")
  })

  it("follows the network the connected account is on", () => {
    expect(textOf(render(<NetworkButton />, stateOf({}, connectedEvm(polygon, ADDRESS))), "network")).toBe("Network: Polygon")
  })

  it("shows a network's own image, or its initial when it has none", () => {
    const own: Network = { ...mainnet, name: "Own Image", assets: { imageUrl: "https://images.test/own.png" } }
    const { assets: _, ...bare }: Network = { ...mainnet, name: "bare chain" }
    expect(render(<NetworkButton />, stateOf({}, connectedEvm(own, ADDRESS)))).toContain('src="https://images.test/own.png"')
    const html = render(<NetworkButton />, stateOf({}, connectedEvm(bare, ADDRESS)))
    expect(occurrences(html, "<img")).toBe(0)
    expect(html).toContain('data-placeholder="" aria-hidden="true">B</span>')
    // The initial is decorative: the button is named by the network's name.
    expect(textOf(html, "network")).toBe("BNetwork: bare chain")
  })

  it("says Select network while there is no active network, before createAppKit too", () => {
    const none = stateOf({}, (state) => ({ ...state, activeNamespace: undefined }))
    expect(textOf(render(<NetworkButton />, none), "network")).toBe("Select network")
    expect(textOf(renderToString(<NetworkButton />), "network")).toBe("Select network")
  })

  it("is disabled when told, or when the site turned network switching off", () => {
    expect(openingTag(render(<NetworkButton disabled />), "network")).toContain('disabled=""')
    expect(openingTag(render(<NetworkButton />, stateOf(), { enableNetworkSwitch: false }), "network")).toContain('disabled=""')
    expect(openingTag(render(<NetworkButton size="sm" />), "network")).toContain('data-size="sm"')
  })
})
