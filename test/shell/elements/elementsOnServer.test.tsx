/**
 * The elements' entry on a server: importing it defines nothing and reads no browser global, and
 * its JSX typings let a React host write the three tags, which render as plain tags.
 */
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { registerElements } from "../../../shell/elements/index.js"

describe("the elements' entry on a server", () => {
  it("defines nothing where there is no HTMLElement", () => {
    expect(typeof globalThis.HTMLElement).toBe("undefined")
    expect(registerElements()).toEqual([])
  })

  it("types the three tags with AppKit's attributes, and renders them as tags for the browser to upgrade", () => {
    const html = renderToString(
      <header>
        <appkit-button label="Sign in" loadingLabel="Wait" size="sm" balance="hide" disabled namespace="eip155" />
        <appkit-network-button disabled={false} />
        <appkit-account-button balance="show" />
      </header>
    )
    expect(html).toBe(
      '<header><appkit-button label="Sign in" loadingLabel="Wait" size="sm" balance="hide" disabled="" namespace="eip155"></appkit-button>' +
        "<appkit-network-button></appkit-network-button><appkit-account-button balance=\"show\"></appkit-account-button></header>"
    )
    // @ts-expect-error size is "sm" or "md", as AppKit's
    void (<appkit-button size="xl" />)
    // @ts-expect-error the network button has no label
    void (<appkit-network-button label="Network" />)
  })
})
