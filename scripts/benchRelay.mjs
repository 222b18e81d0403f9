/**
 * `npm run bench:relay`: the local relay with many real sign clients at once, a kill and restart
 * mid-session, a stale message and a flood of bad frames (scripts/bench/relayBench.ts). Loopback
 * only; it stops by itself. RELAY_BENCH_PAIRS sets the number of dapp–wallet pairs (100).
 */
import { runTypeScript } from "./runTypeScript.mjs"

const PAIRS = Number(process.env.RELAY_BENCH_PAIRS ?? 100)
const { benchRelay } = await runTypeScript(new URL("bench/relayBench.ts", import.meta.url))
const report = await benchRelay({ pairs: PAIRS, log: (line) => process.stderr.write(`${line}\n`) })

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const ms = (value) => `${value.toFixed(0)} ms`
console.log(`pairs completed                      ${report.paired} of ${report.pairs}   (target: all)`)
console.log(`connect() → session, p50 / p95 / max  ${ms(report.sessionMs.p50)} / ${ms(report.sessionMs.p95)} / ${ms(report.sessionMs.max)}`)
console.log(`relay peak memory (RSS)              ${mib(report.peakRelayRssBytes)}`)
console.log(`flood: error replies / bad frames    ${report.flood.errorsReceived} / ${report.flood.framesSent}, relay up after: ${report.flood.relayAlive ? "yes" : "NO"}`)
console.log(`restart: waiting requests answered   ${report.restart.waitingAnswered} of ${report.paired}`)
console.log(`restart: requests sent while down    ${report.restart.outageAnswered} of ${report.paired}`)
console.log(`restart: sessions kept on both sides ${report.restart.sessionsKept} of ${report.paired}`)
console.log(`restart → every request answered     ${ms(report.restart.allAnsweredMs)}`)
console.log(`stale message handed out after TTL   ${report.staleDelivered}   (target: 0)`)
const ok =
  report.paired === report.pairs &&
  report.flood.relayAlive &&
  report.flood.errorsReceived === report.flood.framesSent &&
  report.restart.waitingAnswered === report.paired &&
  report.restart.outageAnswered === report.paired &&
  report.restart.sessionsKept === report.paired &&
  report.staleDelivered === 0
console.log(ok ? "every promise kept" : "SOME PROMISE BROKEN")
process.exit(ok ? 0 : 1)
