const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
type Signal = keyof typeof EXIT_CODES

/**
 * For command-line use: on SIGINT, SIGTERM or SIGHUP, runs `stop` once and exits with the
 * signal's conventional code; a second signal exits at once. Returns a function that removes
 * the handlers.
 */
export const stopOnSignals = (stop: () => Promise<void>): (() => void) => {
  let stopping = false
  const handlers = (Object.keys(EXIT_CODES) as Array<Signal>).map((signal) => {
    const handler = () => {
      if (stopping) process.exit(EXIT_CODES[signal])
      stopping = true
      stop().then(
        () => process.exit(EXIT_CODES[signal]),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        }
      )
    }
    process.on(signal, handler)
    return [signal, handler] as const
  })
  return () => handlers.forEach(([signal, handler]) => process.off(signal, handler))
}
