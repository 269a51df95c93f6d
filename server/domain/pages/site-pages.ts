// The site's pages (GET /api/page.php, issue 13): a page's Markdown in the language asked for
// — the site's own copy when its `pages_dir` has one (in that language, else in English),
// else Klik's (server/content/pages) —,
// rendered by markdown.ts, with the `{{placeholders}}` filled in from the site: its name and
// address, the company's details as companyinfo.php gives them; Klik's pages that do not give
// those details themselves end with its "who we are" block (_company.md). English stands in
// for a page not translated yet (the answer says so). Read from disk on each call, which costs less than
// a millisecond and keeps no page in memory; browsers and the service worker keep them.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/locales'
import type { PageName, PageResponse } from '../../../src/contract/pages'
import type { Placeholder } from '../sites/page-files'
import type { Site } from '../sites/site-schema'
import { siteUrl } from '../sites/site-url'
import { escapeHtml, renderMarkdown } from './markdown'

/** Klik's pages: server/content/pages from source, dist-server/content/pages when built. */
export const PAGES_DIR = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('../../content/pages/', import.meta.url)
    : new URL('./content/pages/', import.meta.url),
)

/** Klik's block of the company's details, under its pages that do not give them (_company.md). */
export const COMPANY_BLOCK = '_company'

/** What each placeholder stands for on `site`, in `lang`. */
export function placeholderValues(
  site: Site,
  lang: Locale,
  publicUrl: string,
): Record<Placeholder, string> {
  const { company } = site
  return {
    'site.name': site.name,
    'site.url': siteUrl(site, publicUrl),
    'support.email': company.support_email,
    'company.name': company.name,
    'company.address': company.address,
    'company.city': company.city,
    'company.country':
      new Intl.DisplayNames([lang], { type: 'region' }).of(company.country) ?? company.country,
    'company.kvk': company.kvk,
    'company.vat': company.vat_numbers.join(', '),
    'company.phone': company.support_phone,
    'company.tradenames': company.tradenames.join(', '),
  }
}

/** `html` with each placeholder replaced by its value, escaped. */
export function fillPlaceholders(html: string, values: Record<Placeholder, string>): string {
  return html.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) =>
    name in values ? escapeHtml(values[name as Placeholder]) : whole,
  )
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

export interface PageSources {
  /** The site's own pages (its `pages_dir`), looked in first. */
  siteDir: string | null
  /** Klik's pages. */
  builtInDir: string
}

/** The Markdown of `name` in `lang`, and the language it is in. */
export async function pageMarkdown(
  sources: PageSources,
  name: PageName,
  lang: Locale,
): Promise<{ markdown: string; lang: Locale; dir: string } | null> {
  // A site's page, in the language or in English, wins over Klik's: its terms are not Klik's.
  const dirs = [sources.siteDir, sources.builtInDir].filter((dir) => dir !== null)
  for (const dir of dirs) {
    for (const candidate of lang === DEFAULT_LOCALE ? [lang] : [lang, DEFAULT_LOCALE]) {
      const markdown = await readIfThere(path.join(dir, candidate, `${name}.md`))
      if (markdown !== null) return { markdown, lang: candidate, dir }
    }
  }
  return null
}

export async function sitePage(
  site: Site,
  sources: PageSources,
  name: PageName,
  lang: Locale,
  publicUrl: string,
): Promise<PageResponse | null> {
  const found = await pageMarkdown(sources, name, lang)
  if (found === null) return null
  const rendered = renderMarkdown(found.markdown)
  let html = rendered.html
  if (found.dir === sources.builtInDir && !/\{\{\s*company\.kvk\s*\}\}/.test(found.markdown)) {
    // Klik's pages that do not give the company's details themselves end with them.
    const block = await companyBlock(sources.builtInDir, found.lang)
    if (block !== null) html += `\n<aside class="site-page-company">${block}</aside>`
  }
  return {
    name,
    lang: found.lang,
    html: fillPlaceholders(html, placeholderValues(site, found.lang, publicUrl)),
    updated: rendered.updated,
  }
}

/** The "who we are" block (`_company.md`) in `lang`, else in English. */
async function companyBlock(dir: string, lang: Locale): Promise<string | null> {
  for (const candidate of lang === DEFAULT_LOCALE ? [lang] : [lang, DEFAULT_LOCALE]) {
    const markdown = await readIfThere(path.join(dir, candidate, `${COMPANY_BLOCK}.md`))
    if (markdown !== null) return renderMarkdown(markdown).html
  }
  return null
}
