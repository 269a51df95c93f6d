// The site's pages' call (src/contract/pages.ts).
import { call } from '../../api/call'
import type { BanStatus } from '../../contract/admin'
import * as routes from '../../contract/routes'
import type { Locale } from '../../contract/locales'
import type { PageName } from '../../contract/page-names'
import type { PageResponse } from '../../contract/pages'

export function fetchPage(
  name: PageName,
  lang: Locale,
  signal?: AbortSignal,
): Promise<PageResponse> {
  return call(routes.page, { query: { name, lang } }, { signal })
}

/** Why this browser's account was banned; rejects (404) for any other browser. */
export function fetchBanStatus(signal?: AbortSignal): Promise<BanStatus | null> {
  return call(routes.banStatus, {}, { signal })
}
