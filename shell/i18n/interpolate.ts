/** Placeholder values of a text: `{name}` in the text is replaced by `params.name`. */
export type TextParams = Readonly<Record<string, string | number>>

/** Fills a catalogue text's `{placeholder}`s; an unknown placeholder stays as written. */
export const interpolate = (text: string, params?: TextParams): string =>
  params === undefined ? text : text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
