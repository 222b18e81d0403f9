import { createElement } from "react"
import type { ComponentType } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import { useCreatedInstance } from "../hooks/useInstanceHandle.js"
import { handleOf } from "../runtime/handles.js"
import type { ReadAttribute } from "./elementProps.js"

/** How an element's attributes become its component's props. */
export interface ElementDefinition<P extends object> {
  readonly component: ComponentType<P>
  readonly attributes: ReadonlyArray<string>
  readonly props: (read: ReadAttribute) => P
}

/** The element's box: inline like a button, and nothing when its component draws nothing. */
const HOST_CSS = ":host{display:inline-flex;vertical-align:middle;max-width:100%}:host([hidden]){display:none}"

/**
 * The box's `<style>`, with the CSP nonce of the instance the button renders for; made anew when
 * that nonce changes (a style the page's policy refused is not looked at again).
 */
const HostStyle = () => {
  const created = useCreatedInstance()
  const nonce = created === undefined ? undefined : handleOf(created).options.nonce
  return createElement("style", { key: nonce ?? "", nonce }, HOST_CSS)
}

/**
 * A custom element class that renders `component` in its open shadow root, with props read from
 * its observed attributes, re-rendering when one changes. React hoists the buttons' stylesheet
 * into that shadow root, so the host page's styles and the button's do not meet. The root is
 * unmounted once the element has left the document (not when it is only moved).
 * Made on call, never at import: `HTMLElement` exists only in a browser.
 */
export const reactElement = <P extends object>({ component, attributes, props }: ElementDefinition<P>): CustomElementConstructor =>
  class extends HTMLElement {
    static observedAttributes = [...attributes]
    #root: Root | undefined

    connectedCallback(): void {
      this.#render()
    }

    attributeChangedCallback(): void {
      if (this.#root !== undefined) this.#render()
    }

    disconnectedCallback(): void {
      // After the current task's work: an element moved in the document is connected again by then.
      queueMicrotask(() => {
        if (this.isConnected || this.#root === undefined) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    #render(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" })
      this.#root ??= createRoot(shadow)
      const read: ReadAttribute = (name) => this.getAttribute(name)
      this.#root.render([createElement(HostStyle, { key: "host" }), createElement(component, { ...props(read), key: "button" })])
    }
  }
