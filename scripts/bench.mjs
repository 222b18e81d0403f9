/**
 * Benchmarks of what a visitor feels (scripts/bench/visitorBench.ts): headless Chromium, a
 * production build of the demo against the local stack on loopback, an EIP-6963 wallet announced.
 * Each time is taken inside the page, from the trusted `pointerdown` of a real mouse click (or from
 * navigation start) to the first animation frame in which the element is visible with an opacity
 * above 0.
 *
 * Prints the median (and 90th percentile) of BENCH_RUNS runs (20 by default; the phone figures
 * BENCH_PHONE_RUNS, 10 by default) beside its target. The targets are claims to compare against,
 * not checks: the bench never fails on a figure. A target marked "every run" is met only when the
 * slowest run meets it. `BENCH_ONLY=eager,phone` makes only those kinds of run (see
 * `RunKind` in bench/visitorBench.ts; `walletconnect` for the pairing runs).
 *
 * `npm run bench -- --peers` also times the same steps on AppKit 1.7.16 (a Vite app in
 * `bench/peers/appkit`, installed on first use) in the same run, against the same stack, and prints
 * its median and the ratio beside each figure that has a counterpart; a target written as "× AppKit"
 * is then judged against that ratio (without peers, against the figure the issue measured for it).
 */
import { CHROMIUM_ARGS } from "../size/hostApp.mjs"
import { runTypeScript } from "./runTypeScript.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 10)
const PEERS = process.argv.includes("--peers")
const ONLY = process.env.BENCH_ONLY === undefined ? undefined : new Set(process.env.BENCH_ONLY.split(","))
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]

/**
 * One line of the table: the step, median, p90, slowest, target and whether it is met (by the
 * median, or with `every` by the slowest run). A figure reported beside the others has no target
 * (`targetMs` undefined). With `peer` (the same step on AppKit), its median and the ratio follow;
 * with `ratio` too, the target is that many times AppKit's median. A step not run prints nothing.
 */
const row = (step, values, targetMs, { every = false, peer, ratio } = {}) => {
  if (values.length === 0) return ""
  const middle = median(values)
  const slowest = Math.max(...values)
  const judged = every ? slowest : middle
  const peerMedian = peer === undefined || peer.length === 0 ? undefined : median(peer)
  const target = ratio !== undefined && peerMedian !== undefined ? ratio * peerMedian : targetMs
  const targetText =
    target === undefined ? "(none)" : ratio !== undefined && peerMedian !== undefined ? `≤ ${ratio}× AppKit` : `≤ ${target} ms${every ? " all" : ""}`
  return [
    step.padEnd(62),
    `${middle.toFixed(1).padStart(7)} ms`,
    `${percentile(values, 90).toFixed(1).padStart(7)} ms`,
    `${slowest.toFixed(1).padStart(7)} ms`,
    targetText.padEnd(14),
    target === undefined ? "beside " : judged <= target ? "met    " : "not met",
    String(values.length).padStart(4),
    ...(peerMedian === undefined ? [] : [`${peerMedian.toFixed(1).padStart(7)} ms`, `${(middle / peerMedian).toFixed(2).padStart(5)}×`])
  ].join("  ")
}
const header = ["step".padEnd(62), "median".padStart(10), "p90".padStart(10), "slowest".padStart(10), "target".padEnd(14), "       ", "runs", ...(PEERS ? ["AppKit".padStart(10), "ratio".padStart(6)] : [])].join("  ")
const print = (line) => {
  if (line !== "") console.log(line)
}

const { benchVisitor } = await runTypeScript(new URL("bench/visitorBench.ts", import.meta.url))
const { samples, appKit } = await benchVisitor({
  runs: RUNS,
  phoneRuns: PHONE_RUNS,
  only: ONLY,
  peers: PEERS,
  executablePath: CHROMIUM_PATH,
  chromiumArgs: CHROMIUM_ARGS,
  onRun: () => process.stderr.write(".")
})
const { benchWalletConnect } = await runTypeScript(new URL("bench/walletConnectBench.ts", import.meta.url))
const pairing =
  ONLY === undefined || ONLY.has("walletconnect")
    ? await benchWalletConnect({ runs: RUNS, executablePath: CHROMIUM_PATH, chromiumArgs: CHROMIUM_ARGS, onRun: () => process.stderr.write(".") })
    : { clickToQr: [], reloadToAddress: [], qrToAddress: [], reading: [] }
process.stderr.write("\n")

console.log(header)
console.log("A visitor who does not wait (each click the moment its target shows):")
print(row("  click Connect → dialog visible", samples.eagerOpen, 33, { peer: appKit?.firstOpen }))
print(row("  click the wallet → address visible", samples.eagerClickToAddress, 50, { every: true, peer: appKit?.clickToAddress }))
print(row("  same click → balance visible", samples.eagerClickToBalance, 110, { peer: appKit?.clickToBalance, ratio: 0.5 }))
print(row("  reload at the balance → host's address (from navigation start)", samples.eagerReloadToAddress, 200, { peer: appKit?.reloadToAddress }))
print(row("  click Disconnect → host shows nobody connected", samples.disconnectToGone, 17, { peer: appKit?.disconnectToGone }))
print(row("  WalletConnect entry clicked → QR visible", pairing.clickToQr, 150))
print(row("  reload with a WalletConnect session → host's address", pairing.reloadToAddress, 200))
console.log("A visitor who reads each view first (the page quiet before each click):")
print(row("click Connect → dialog visible, first open", samples.firstOpen, 50))
print(row("pointer on Connect 150 ms, click → dialog visible, first open", samples.hoveredFirstOpen, 50))
print(row("click Connect → dialog visible, later opens", samples.laterOpen, 33))
print(row("click wallet → address visible", samples.clickToAddress, 100))
print(row("click wallet → balance visible", samples.clickToBalance, 100))
print(row("Account view shown → token list shown", samples.accountToTokens, 150))
print(row("click Activity tab → first page shown", samples.activityFirstPage, 200))
print(row("send answered by the wallet → Account shows the new balance", samples.sentToBalance, 1000))
print(row("reload → address visible (from navigation start)", samples.reloadToAddress, 250))
print(row("sign-in required: click wallet → sign-in view shown", samples.clickToSignIn, 100))
print(row("sign-in: wallet signature → modal closed", samples.signatureToClosed, 150))
print(row("WalletConnect: URI shown → account visible", pairing.qrToAddress, 150))
print(row("email, returning, frame ready: Continue → code field shown", samples.emailToCode, 300))
print(row("email, returning: code submitted → Account balance shown", samples.codeToBalance, 500))
// Reported beside the returning visitor's figures, with no target of its own: the frame loads on
// the field's focus and is ready 500 ms after it says so (SPEC §9), and the bench submits at once.
print(row("email, first visit (frame load + 500 ms ready delay)", samples.firstVisitEmailToNextStep))
console.log(`At 4× CPU throttling, 390 px wide, no wallet script:`)
print(row("  main-thread blocking time until network idle", samples.phoneBlockingTime, 150, { peer: appKit?.phoneBlockingTime }))
print(row("  host's Connect button visible (from navigation start)", samples.phoneConnectVisible, 800, { peer: appKit?.phoneConnectVisible, ratio: 0.4 }))
print(row("  click Connect → dialog visible", samples.phoneOpen, 125, { peer: appKit?.phoneOpen, ratio: 0.3 }))
if (appKit?.balanceMissing !== undefined) console.log(`AppKit: ${appKit.balanceMissing}`)
if (ONLY === undefined || ONLY.has("devnet")) await (await runTypeScript(new URL("bench/devnetStart.ts", import.meta.url))).printDevnetStart(row)
