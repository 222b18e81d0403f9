/** `load` run once and its promise shared by every later call; after a failure, the next call runs it again. */
export const loadOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
