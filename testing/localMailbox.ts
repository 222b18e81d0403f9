/**
 * The local secure site's mailbox (the stand-in's `/mailbox` page, the same mails as JSON at
 * `/mailbox.json`): where the email login's device-approval links and login codes arrive, read as
 * a person reads their mail. The site mails before the modal moves on, so once the modal asks for
 * a code (or for the device's approval), its mail is already there.
 */

/** One mail as `/mailbox.json` lists it (newest first). */
interface Mail {
  readonly to: string
  readonly kind: "otp" | "device-approval"
  readonly code?: string
  readonly link?: string
}

export interface LocalMailbox {
  /** The newest login code mailed to `email`; fails when none was. */
  readonly latestCode: (email: string) => Promise<string>
  /** Opens the newest device-approval link mailed to `email`, as a click on it in the mail would. */
  readonly openApprovalLink: (email: string) => Promise<void>
}

/** `/mailbox.json` from the mailbox page's URL, its JSON's, or the site's origin. */
const jsonUrlOf = (mailboxUrl: string): URL => {
  const url = new URL(mailboxUrl)
  if (url.pathname === "/" || url.pathname === "") url.pathname = "/mailbox.json"
  else if (!url.pathname.endsWith(".json")) url.pathname = `${url.pathname.replace(/\/$/, "")}.json`
  return url
}

/** The mailbox at `mailboxUrl`: the secure site's `…/mailbox` (the demo links it as "the local mailbox"). */
export const localMailbox = (mailboxUrl: string): LocalMailbox => {
  const mailsTo = async (email: string): Promise<ReadonlyArray<Mail>> => {
    const url = jsonUrlOf(mailboxUrl)
    url.searchParams.set("to", email)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`The mailbox at ${url.href} answered ${response.status}`)
    return ((await response.json()) as { readonly mails: ReadonlyArray<Mail> }).mails
  }
  const newest = async (email: string, kind: Mail["kind"]): Promise<Mail> => {
    const mail = (await mailsTo(email)).find((candidate) => candidate.kind === kind)
    if (mail === undefined) throw new Error(`No ${kind === "otp" ? "login code" : "device-approval link"} was mailed to ${email}`)
    return mail
  }
  return {
    latestCode: async (email) => {
      const { code } = await newest(email, "otp")
      if (code === undefined) throw new Error(`The newest login code mail to ${email} has no code`)
      return code
    },
    openApprovalLink: async (email) => {
      const { link } = await newest(email, "device-approval")
      if (link === undefined) throw new Error(`The newest device-approval mail to ${email} has no link`)
      const opened = await fetch(link)
      if (!opened.ok) throw new Error(`The device-approval link answered ${opened.status}: it was opened before, or the login is over`)
    }
  }
}
