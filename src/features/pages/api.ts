// The site's pages' call (src/contract/pages.ts).
import { call } from '../../api/call'
import type { KeyedCall } from '../../api/first-answers'
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

/** The page in `lang`, as SitePage asks for it and a server loader prefetches it. */
export const pageCall = (name: PageName, lang: Locale): KeyedCall<PageResponse> => ({
  key: `page:${name}:${lang}`,
  fetch: (signal) => fetchPage(name, lang, signal),
})

/** Why this browser's account was banned; rejects (404) for any other browser. */
export function fetchBanStatus(signal?: AbortSignal): Promise<BanStatus | null> {
  return call(routes.banStatus, {}, { signal })
}
