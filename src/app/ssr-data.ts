// What a server-rendered page carries for the client's first render, beside the route
// matches' loader data: written once by the router's dehydrate() (TanStack Router's
// $_TSR.router.dehydratedData) and read by its hydrate() before the first render.
import type { SettingsResponse } from '../contract/settings'
import type { Locale } from '../contract/locale-codes'

export interface SsrData {
  /** The language the page was rendered in (the client activates it before hydrating). */
  locale: Locale
  /** The site's settings the server rendered with (GET /api/settings.php's answer). */
  settings: SettingsResponse | null
}
