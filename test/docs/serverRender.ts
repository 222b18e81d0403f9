/**
 * The examples' React components rendered as a server renders them (`react-dom/server` in Node):
 * `createAppKit` there makes the inactive instance, whose state is the one the options start with.
 */
import { createElement, type ComponentType, type ReactNode } from "react"
import { renderToString } from "react-dom/server"

export const renderHtml = (Component: ComponentType, children?: ReactNode): string =>
  renderToString(children === undefined ? createElement(Component) : createElement(Component, null, children))

/** The text a reader sees: tags and React's text separators removed, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
