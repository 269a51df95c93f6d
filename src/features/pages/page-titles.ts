// The site pages' titles: the page's heading (SiteNamedPage) and its <title> on the server's
// render (app/page-head.ts).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageName } from '../../contract/page-names'

export const PAGE_TITLES: Record<PageName, MessageDescriptor> = {
  terms: msg`Terms and conditions`,
  privacy: msg`Privacy policy`,
  cookies: msg`Cookie policy`,
  service: msg`Customer service`,
  'return-policy': msg`Return policy`,
  faq: msg`Frequently asked questions`,
  ban: msg`Account blocked`,
}
