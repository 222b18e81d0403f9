/** The English texts of Email Login (views/EmailLoginView.tsx); part of the source catalogue (../en.ts). */
export const EMAIL_LOGIN_TEXTS = {
  "emailLogin.noEmail": "No email address",
  "emailLogin.enterEmail": "Enter your email",
  "emailLogin.approveDevice": "Approve this device",
  "emailLogin.linkSent": "We sent an approval link to {email}. Open it to approve this device; the login code comes next.",
  "emailLogin.waitingApproval": "Waiting for the approval",
  "emailLogin.startAgain": "Start again",
  "emailLogin.resendLink": "Resend link",
  "emailLogin.newLinkSent": "A new approval link is on its way.",
  "emailLogin.enterCode": "Enter the code",
  "emailLogin.codeSent": "We sent a code to {email}.",
  "emailLogin.codeLabel": "Login code",
  "emailLogin.newCodeSent": "A new code is on its way.",
  "emailLogin.authenticating": "Authenticating...",
  "emailLogin.continue": "Continue",
  "emailLogin.resendCode": "Resend code"
} as const satisfies Readonly<Record<string, string>>
