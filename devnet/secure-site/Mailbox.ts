/**
 * The local mailbox of the secure site (SPEC §4, WIRE §4.6): the one-time codes and device-approval
 * links it "sends", kept in memory and read over HTTP by tests and by a person trying the demo.
 */
export type MailKind = "otp" | "device-approval"

export interface Mail {
  readonly id: number
  readonly to: string
  readonly kind: MailKind
  readonly subject: string
  /** The 6-digit code of an `otp` mail. */
  readonly code?: string
  /** The link of a `device-approval` mail; opening it approves the device. */
  readonly link?: string
  /** ISO time the mail was sent. */
  readonly sentAt: string
}

export interface Mailbox {
  readonly send: (mail: Omit<Mail, "id" | "sentAt">) => Mail
  /** Every mail, newest first; only those to `to` when given. */
  readonly list: (to?: string) => ReadonlyArray<Mail>
  readonly clear: () => void
}

export const makeMailbox = (): Mailbox => {
  let mails: ReadonlyArray<Mail> = []
  let nextId = 1
  return {
    send: (mail) => {
      const sent: Mail = { ...mail, id: nextId++, sentAt: new Date().toISOString() }
      mails = [sent, ...mails]
      return sent
    },
    list: (to) => (to === undefined ? mails : mails.filter((mail) => mail.to === to.trim().toLowerCase())),
    clear: () => {
      mails = []
    }
  }
}
