// What a server-rendered page carries for the client's first render: written once by the router's dehydrate() (TanStack Router's
// $_TSR.router.dehydratedData) and read by its hydrate() before the first render.
import type { SettingsResponse } from '../contract/settings'
import type { Locale } from '../contract/locale-codes'
import type { UserResponse } from '../contract/user'

/** What a JSON answer holds (the loaders' answers are the /api calls' parsed JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export interface SsrData {
  /** The language the page was rendered in (the client activates it before hydrating). */
  locale: Locale
  /** The site's settings the server rendered with (GET /api/settings.php's answer). */
  settings: SettingsResponse | null
  /** The member the page was rendered for (GET /api/user.php's answer); null: a visitor. */
  user: UserResponse | null
  /** The route loaders' answers, by their call's key (api/first-answers.ts). */
  answers: Readonly<Record<string, Json>>
  /**
   * For a member: their newest live event when the page's data was read; their channel
   * resumes there (api/live-cursor.ts resumeFrom). Null for a visitor.
   */
  liveFrom: number | null
}
