// @vitest-environment happy-dom
/**
 * The custom elements in a page: the entry defines AppKit's four tags once, each renders its
 * React button in its shadow root with props from its attributes, and follows them.
 */
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { createAppKit } from "../../../shell/createAppKit.js"
import { ELEMENT_TAGS, registerElements } from "../../../shell/elements/index.js"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const closed = "http://127.0.0.1:9"
const created: Array<AppKitInstance> = []

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
    await Promise.all(created.splice(0).map((instance) => instance.destroy()))
  })
})

/** Appends `html` to the page and lets React render what it defines. */
const mount = async (html: string): Promise<HTMLElement> => {
  const holder = document.createElement("div")
  await act(async () => {
    holder.innerHTML = html
    document.body.append(holder)
  })
  return holder.firstElementChild as HTMLElement
}

const buttonIn = (element: HTMLElement): HTMLButtonElement | null => element.shadowRoot?.querySelector("button") ?? null

describe("the custom elements", () => {
  it("are defined by importing the entry, and defining them again changes nothing", () => {
    const classes = ELEMENT_TAGS.map((tag) => customElements.get(tag))
    expect(classes.every((element) => typeof element === "function")).toBe(true)
    expect(registerElements()).toEqual([])
    expect(ELEMENT_TAGS.map((tag) => customElements.get(tag))).toEqual(classes)
  })

  it("leave a tag another script defined, and define the others", () => {
    // A registry of its own (a page's cannot be made afresh), as the page's answers get and define.
    const defined = new Map<string, CustomElementConstructor>()
    const registry = {
      get: (tag: string) => defined.get(tag),
      define: (tag: string, element: CustomElementConstructor) => {
        if (defined.has(tag)) throw new Error(`${tag} is defined already`)
        defined.set(tag, element)
      }
    } as unknown as CustomElementRegistry
    class Other extends HTMLElement {}
    registry.define("appkit-button", Other)
    expect(registerElements(registry)).toEqual(["appkit-connect-button", "appkit-network-button", "appkit-account-button"])
    expect(registerElements(registry)).toEqual([])
    expect(defined.get("appkit-button")).toBe(Other)
    expect([...defined.keys()].sort()).toEqual(["appkit-account-button", "appkit-button", "appkit-connect-button", "appkit-network-button"])
  })

  it("<appkit-button> renders ConnectButton in its shadow root with its attributes as props, and follows them", async () => {
    const element = await mount('<appkit-button label="Sign in" size="sm"></appkit-button>')
    const button = buttonIn(element)
    expect(button?.textContent).toBe("Sign in")
    expect(button?.dataset["size"]).toBe("sm")
    expect(button?.dataset["state"]).toBe("disconnected")
    await act(async () => {
      element.setAttribute("label", "Log in")
      element.setAttribute("disabled", "")
    })
    expect(buttonIn(element)?.textContent).toBe("Log in")
    expect(buttonIn(element)?.disabled).toBe(true)
    // The buttons' stylesheet sits in the element's own shadow root.
    expect(element.shadowRoot?.querySelectorAll('style[data-href="doorway-buttons"]').length).toBe(1)
  })

  it("follow the instance createAppKit makes after them", async () => {
    const element = await mount("<appkit-network-button></appkit-network-button>")
    expect(buttonIn(element)?.textContent).toBe("Select network")
    expect(buttonIn(element)?.dataset["theme"]).toBe("dark")
    await act(async () => {
      created.push(
        createAppKit({
          projectId: "test-project",
          networks: [mainnet],
          themeMode: "light",
          endpoints: { blockchain: closed, catalogue: closed, analytics: closed, secureSite: closed, relay: closed }
        })
      )
    })
    expect(buttonIn(element)?.textContent).toBe("Network: Ethereum")
    expect(buttonIn(element)?.dataset["theme"]).toBe("light")
  })

  it("drawn before createAppKit, take the CSP nonce it is given for both of their stylesheets", async () => {
    const element = await mount("<appkit-network-button></appkit-network-button>")
    await act(async () => {
      created.push(
        createAppKit({
          projectId: "test-project",
          networks: [mainnet],
          nonce: "n0nce-later",
          endpoints: { blockchain: closed, catalogue: closed, analytics: closed, secureSite: closed, relay: closed }
        })
      )
    })
    const styles = [...(element.shadowRoot?.querySelectorAll("style") ?? [])]
    const withNonce = styles.filter((style) => style.getAttribute("nonce") === "n0nce-later")
    // The box's own style and the buttons' stylesheet, each once with the nonce.
    expect(withNonce.map((style) => (style.textContent?.includes(":host") === true ? "host" : "buttons")).sort()).toEqual(["buttons", "host"])
    expect(styles.some((style) => style.getAttribute("data-href")?.includes("n0nce-later") === true)).toBe(false)
  })

  it("<appkit-account-button> draws nothing while nobody is connected", async () => {
    const element = await mount('<appkit-account-button balance="hide"></appkit-account-button>')
    expect(buttonIn(element)).toBe(null)
  })

  it("unmount once removed from the page, and render again when put back", async () => {
    const element = await mount("<appkit-button></appkit-button>")
    await act(async () => element.remove())
    expect(element.shadowRoot?.querySelector("button")).toBe(null)
    await act(async () => document.body.append(element))
    expect(buttonIn(element)?.textContent).toBe("Connect")
  })
})
