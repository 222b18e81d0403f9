/**
 * The secure site's email login over the frame protocol (WIRE §4.6): a first login approves the
 * device by the mailed link, then enters the mailed code; the user's key is made once, funded on
 * the local chains and kept on disk; sessions survive a restart; host origins the project does
 * not allow are refused.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createPublicClient, createTestClient, http, parseEther, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STORE_FILE_NAME } from "../../../devnet/secure-site/SecureSiteStore.js"
import { frameClient, latestCode, logIn, mailsTo, openApprovalLink } from "./frameClient.js"
import { startSiteFixture, type SiteFixture } from "./siteFixture.js"

const PROJECT = "doorway-test"
let fixture: SiteFixture

beforeAll(async () => {
  fixture = await startSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

const url = () => fixture.site.url

describe("a first login on a new device", () => {
  it("asks to approve the device, waits for the mailed link, then takes the mailed 6-digit code", async () => {
    const client = frameClient(url(), PROJECT)
    const email = "first@example.com"
    expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({
      type: "@w3m-frame/CONNECT_EMAIL_SUCCESS",
      payload: { action: "VERIFY_DEVICE" }
    })
    let deviceSettled = false
    const device = client.send("CONNECT_DEVICE").finally(() => {
      deviceSettled = true
    })
    const [approval] = await mailsTo(url(), email)
    expect(approval).toMatchObject({ kind: "device-approval", to: email })
    expect(approval?.link).toMatch(new RegExp(`^${url()}/device/approve\\?id=`))
    // The mailbox answered while CONNECT_DEVICE still waits for the link.
    expect(deviceSettled).toBe(false)
    expect((await mailsTo(url(), email)).some((mail) => mail.kind === "otp")).toBe(false)

    const opened = await openApprovalLink(url(), email)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain("Device approved")
    expect(await device).toMatchObject({ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS" })

    const code = await latestCode(url(), email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === "000000" ? "111111" : "000000"
    expect(await client.send("CONNECT_OTP", { otp: wrong })).toEqual(
      expect.objectContaining({ type: "@w3m-frame/CONNECT_OTP_ERROR", payload: { message: "Invalid code" } })
    )
    expect(client.token).toBeUndefined()
    expect(await client.send("CONNECT_OTP", { otp: code })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
    expect(client.token).toMatch(/^[\w-]{32}$/)

    const user = await client.send("GET_USER", { chainId: "eip155:137" })
    const payload = user.payload as { address: Address }
    expect(user).toMatchObject({
      type: "@w3m-frame/GET_USER_SUCCESS",
      payload: { email, chainId: 137, accounts: [{ address: payload.address, type: "eoa" }], preferredAccountType: "eoa" }
    })
    expect(await client.send("GET_CHAIN_ID")).toMatchObject({ payload: { chainId: 137 } })
    expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
  })

  it("an approval link works once", async () => {
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), "once@example.com")
    const again = await openApprovalLink(url(), "once@example.com")
    expect(again.status).toBe(404)
  })

  it("a code before the device is approved is refused", async () => {
    const client = frameClient(url(), PROJECT)
    await client.send("CONNECT_EMAIL", { email: "early@example.com" })
    expect(await client.send("CONNECT_OTP", { otp: "123456" })).toMatchObject({
      type: "@w3m-frame/CONNECT_OTP_ERROR",
      payload: { message: "The device is not approved yet" }
    })
  })
})

describe("later logins", () => {
  it("answer CONNECT while the session is this user's, VERIFY_OTP on the approved device after sign-out, VERIFY_DEVICE on another", async () => {
    const email = "again@example.com"
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), email)
    const address = ((await client.send("GET_USER")).payload as { address: string }).address
    expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "CONNECT" } })

    expect(await client.send("SIGN_OUT")).toMatchObject({ type: "@w3m-frame/SIGN_OUT_SUCCESS" })
    expect(client.token).toBeUndefined()
    expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: false } })
    expect(await client.send("GET_USER")).toMatchObject({ type: "@w3m-frame/GET_USER_ERROR", payload: { message: "Not logged in" } })

    expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_OTP" } })
    expect(await client.send("CONNECT_OTP", { otp: await latestCode(url(), email) })).toMatchObject({
      type: "@w3m-frame/CONNECT_OTP_SUCCESS"
    })
    expect(await client.send("GET_USER")).toMatchObject({ payload: { address } })

    const otherBrowser = frameClient(url(), PROJECT)
    expect(await otherBrowser.send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_DEVICE" } })
  })

  it("a reloaded frame page restores the login with the site's session cookie; a token in IS_CONNECTED's payload counts for nothing", async () => {
    const first = frameClient(url(), PROJECT)
    await logIn(first, url(), "token@example.com")
    // The same browser's reloaded frame page: its requests carry the site's session cookie (WIRE §4.8).
    const reloaded = frameClient(url(), PROJECT)
    reloaded.token = first.token
    expect(await reloaded.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
    expect(await reloaded.send("GET_USER")).toMatchObject({ payload: { email: "token@example.com" } })
    // A frame without a session cannot be handed one by its host page, not even a valid token.
    const handed = frameClient(url(), PROJECT)
    expect(await handed.send("IS_CONNECTED", { token: first.token })).toMatchObject({ payload: { isConnected: false } })
    expect(handed.token).toBeUndefined()
    expect(await frameClient(url(), PROJECT).send("IS_CONNECTED", { token: "not-a-token" })).toMatchObject({
      payload: { isConnected: false }
    })
  })
})

describe("keys", () => {
  it("a new user's key is kept in the data folder and its address funded with 100 coins on each chain", async () => {
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), "funded@example.com")
    const { address } = (await client.send("GET_USER")).payload as { address: Address }
    const stored = JSON.parse(readFileSync(join(fixture.dataDir, STORE_FILE_NAME), "utf8")) as {
      users: ReadonlyArray<{ email: string; address: string; privateKey: string }>
    }
    const user = stored.users.find((entry) => entry.email === "funded@example.com")
    expect(user?.address).toBe(address)
    expect(user?.privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    for (const chain of fixture.chains) {
      const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })
      expect(balance).toBe(parseEther("100"))
    }
  })

  it("a restart keeps users and sessions: the same token gives the same address", async () => {
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), "restart@example.com")
    const before = ((await client.send("GET_USER")).payload as { address: string }).address
    await fixture.restartSite()
    const after = frameClient(url(), PROJECT)
    after.token = client.token
    expect(await after.send("GET_USER")).toMatchObject({ payload: { address: before, email: "restart@example.com" } })
  })

  it("a kept user is funded again on a chain that starts without it", async () => {
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), "fresh-chain@example.com")
    const { address } = (await client.send("GET_USER")).payload as { address: Address }
    const chain = fixture.chains[1]!
    const test = createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) })
    // As a new run's chain: the address has nothing there.
    await test.setBalance({ address, value: 0n })
    await fixture.restartSite()
    const after = frameClient(url(), PROJECT)
    after.token = client.token
    await after.send("GET_USER")
    expect(await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })).toBe(parseEther("100"))
  })
})

describe("origins", () => {
  it("an event from an origin the project does not allow gets its error reply 'Unauthorized: origin not allowed'", async () => {
    fixture.catalogue.setProject("doorway-strict", { allowedOrigins: ["http://127.0.0.1:7770", "https://*.example.org"] })
    const allowed = frameClient(url(), "doorway-strict", "http://127.0.0.1:7770")
    expect(await allowed.send("GET_SMART_ACCOUNT_ENABLED_NETWORKS")).toMatchObject({
      payload: { smartAccountEnabledNetworks: [] }
    })
    expect(await allowed.send("SYNC_THEME", { themeMode: "dark" }, { origin: "https://app.example.org" })).toMatchObject({
      type: "@w3m-frame/SYNC_THEME_SUCCESS"
    })
    for (const origin of ["http://127.0.0.1:7771", "https://example.org", "http://evil.test"]) {
      expect(await allowed.send("CONNECT_EMAIL", { email: "x@example.com" }, { origin })).toEqual({
        type: "@w3m-frame/CONNECT_EMAIL_ERROR",
        id: expect.any(String),
        payload: { message: "Unauthorized: origin not allowed", code: 4100 }
      })
    }
    expect(await frameClient(url(), "no-such-project").send("IS_CONNECTED")).toMatchObject({
      type: "@w3m-frame/IS_CONNECTED_ERROR",
      payload: { message: "Unauthorized: origin not allowed" }
    })
  })

  it("the frame API refuses a request a host page makes itself (another Origin, or not JSON)", async () => {
    const response = await fetch(`${url()}/frame/event`, {
      method: "POST",
      headers: { origin: "http://127.0.0.1:7770", "content-type": "application/json" },
      body: JSON.stringify({ projectId: PROJECT, origins: ["http://127.0.0.1:7770"], event: { type: "@w3m-app/GET_USER", id: "1" } })
    })
    expect(response.status).toBe(403)
    // A form post (no preflight) is not JSON, even one that claims the site's origin.
    const form = await fetch(`${url()}/frame/event`, {
      method: "POST",
      headers: { origin: url(), "content-type": "text/plain" },
      body: JSON.stringify({ projectId: PROJECT, origins: ["http://127.0.0.1:7770"], event: { type: "@w3m-app/GET_USER", id: "1" } })
    })
    expect(form.status).toBe(415)
  })
})

describe("the session", () => {
  it("is an HttpOnly, partitioned cookie of the site: the reply the frame page gets carries no token, and sign-out ends the cookie", async () => {
    const client = frameClient(url(), PROJECT)
    await logIn(client, url(), "cookie@example.com")
    const post = (event: unknown, cookie: string) =>
      fetch(`${url()}/frame/event`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url(), cookie },
        body: JSON.stringify({ projectId: PROJECT, origins: ["http://127.0.0.1:7770", "http://127.0.0.1:7770"], event })
      })
    const session = `doorway_session=${client.token ?? ""}`
    const connected = await post({ type: "@w3m-app/IS_CONNECTED", id: "c1" }, session)
    const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith("doorway_session="))
    expect(sessionCookies(connected)).toEqual([`${session}; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=2592000`])
    const body = await connected.text()
    expect(JSON.parse(body)).toEqual({ reply: { type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: "c1", payload: { isConnected: true } } })
    expect(body).not.toContain(client.token)
    // A token in the body, as the frame page sent before, is no session.
    const inBody = await fetch(`${url()}/frame/event`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url() },
      body: JSON.stringify({ projectId: PROJECT, origins: ["http://127.0.0.1:7770", "http://127.0.0.1:7770"], token: client.token, event: { type: "@w3m-app/GET_USER", id: "c2" } })
    })
    expect(((await inBody.json()) as { reply: unknown }).reply).toMatchObject({ type: "@w3m-frame/GET_USER_ERROR", id: "c2" })
    const signedOut = await post({ type: "@w3m-app/SIGN_OUT", id: "c3" }, session)
    expect(sessionCookies(signedOut)).toEqual(["doorway_session=; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=0"])
    expect(((await (await post({ type: "@w3m-app/IS_CONNECTED", id: "c4" }, session)).json()) as { reply: unknown }).reply).toMatchObject({
      payload: { isConnected: false }
    })
  })
})

describe("pages", () => {
  it("the frame page carries the project's allowed origins, ignores a token in its URL, and sets the device cookie", async () => {
    fixture.catalogue.setProject("doorway-pages", { allowedOrigins: ["http://127.0.0.1:7770"] })
    const response = await fetch(`${fixture.site.sdkUrl}?projectId=doorway-pages&chainId=eip155%3A137&version=4&enableLogger=false&rpcUrl=x&token=abc`)
    expect(response.status).toBe(200)
    expect(response.headers.get("set-cookie")).toMatch(/^doorway_device=[\w-]+; Path=\/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=31536000$/)
    const html = await response.text()
    const config = JSON.parse(/<script type="application\/json" id="doorway-frame-config">(.*?)<\/script>/.exec(html)?.[1] ?? "null") as unknown
    expect(config).toEqual({
      projectId: "doorway-pages",
      chainId: "eip155:137",
      version: "4",
      enableLogger: false,
      allowedOrigins: ["http://127.0.0.1:7770"],
      chains: expect.any(Array) as unknown
    })
    expect(html).not.toContain("abc")
    expect(html).toContain('<script type="module" src="/sdk/frame.js"></script>')
  })

  it("the frame page may be framed only by the project's allowed origins (CSP frame-ancestors)", async () => {
    fixture.catalogue.setProject("doorway-framed", { allowedOrigins: ["http://127.0.0.1:7770", "https://*.example.com"] })
    const policyOf = async (projectId: string) =>
      (await fetch(`${fixture.site.sdkUrl}?projectId=${projectId}&chainId=eip155%3A1&version=4`)).headers.get("content-security-policy")
    expect(await policyOf("doorway-framed")).toBe("frame-ancestors http://127.0.0.1:7770 https://*.example.com")
    // The catalogue's default allow-list.
    expect(await policyOf(PROJECT)).toBe("frame-ancestors http://127.0.0.1:* http://localhost:*")
    // A project the catalogue does not know allows no parent at all.
    expect(await policyOf("no-such-project")).toBe("frame-ancestors 'none'")
    const noProject = await fetch(fixture.site.sdkUrl)
    expect(noProject.headers.get("content-security-policy")).toBe("frame-ancestors 'none'")
  })

  it("the mailbox page lists codes and approval links for a person", async () => {
    const client = frameClient(url(), PROJECT)
    await client.send("CONNECT_EMAIL", { email: "reader@example.com" })
    const html = await (await fetch(fixture.site.mailboxUrl)).text()
    expect(html).toContain("reader@example.com")
    expect(html).toContain(">Approve this device</a>")
  })
})
