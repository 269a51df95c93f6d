// The site's pages by name (/pages/{name}, GET /api/page.php?name=): a module without zod, so
// the route's check of its parameter costs the start-up bundle a few bytes only.
export const PAGE_NAMES = [
  'terms',
  'privacy',
  'cookies',
  'service',
  'return-policy',
  'faq',
  'ban',
] as const
export type PageName = (typeof PAGE_NAMES)[number]

export function isPageName(value: string): value is PageName {
  return (PAGE_NAMES as readonly string[]).includes(value)
}
