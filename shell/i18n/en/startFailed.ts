/**
 * The English texts of the notice shown when the instance did not start in time
 * (modal/StartFailedAlert.tsx): in page start, as its words until the chosen language's catalogue
 * has loaded; part of the source catalogue (../en.ts).
 */
export const START_FAILED_TEXTS = {
  "start.failed": "The wallet modal did not start within {seconds} s. Try again.",
  "alert.dismiss": "Dismiss alert"
} as const satisfies Readonly<Record<string, string>>
