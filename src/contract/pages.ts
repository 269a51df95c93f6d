// GET /api/page.php — the site's own pages (issue 13): terms, privacy, cookies, customer
// service, return policy, FAQ and the page a banned member lands on. Their words are written
// per language (server/content/pages/{locale}/{name}.md), a site may replace any of them, and
// the company's details are filled in by the server: the client shows the HTML it gets.
import { z } from './zod'
import { localeSchema } from './locales'
import { PAGE_NAMES } from './page-names'

export { isPageName, PAGE_NAMES, type PageName } from './page-names'

export const pageQuerySchema = z.object({
  name: z.enum(PAGE_NAMES),
  /** The interface language; the request's (cookie, Accept-Language, site) when left out. */
  lang: localeSchema.optional(),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

export const pageResponseSchema = z.object({
  name: z.enum(PAGE_NAMES),
  /** The language the page is written in: the one asked for, or English until it is translated. */
  lang: localeSchema,
  /** The page's body: headings, paragraphs, lists and links to the site's own paths. */
  html: z.string(),
  /** When its text last changed (YYYY-MM-DD). */
  updated: z.iso.date().nullable(),
})
export type PageResponse = z.infer<typeof pageResponseSchema>
