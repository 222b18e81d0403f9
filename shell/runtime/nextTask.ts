/** Resolves with `value` in a later task, once the browser has had the main thread back. */
export const nextTask = <A = void>(value?: A): Promise<A> => new Promise((resolve) => setTimeout(() => resolve(value as A), 0))
