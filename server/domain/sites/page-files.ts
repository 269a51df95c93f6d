// What a site's own pages folder (`pages_dir`) may hold, checked when the sites file is read:
// a folder per language of Klik, a Markdown file per page, and only the placeholders that
// pages/site-pages.ts fills in.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, isLocale } from '../../../src/contract/locales'
import { PAGE_NAMES } from '../../../src/contract/pages'

export const PLACEHOLDERS = [
  'site.name',
  'site.url',
  'support.email',
  'company.name',
  'company.address',
  'company.city',
  'company.country',
  'company.kvk',
  'company.vat',
  'company.phone',
  'company.tradenames',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

/** The placeholders `markdown` names that are none of PLACEHOLDERS. */
export function unknownPlaceholders(markdown: string): string[] {
  const known = new Set<string>(PLACEHOLDERS)
  return [...markdown.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.has(name))
}

/**
 * What is wrong with a site's pages folder (checked when the sites file is read): a folder
 * that is not there, a language or page Klik does not have, a placeholder it does not know.
 */
export function pagesDirProblems(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [`${dir} is not a folder`]
  const problems: string[] = []
  const pages = new Set<string>(PAGE_NAMES)
  for (const lang of readdirSync(dir)) {
    if (!isLocale(lang) || !statSync(path.join(dir, lang)).isDirectory()) {
      problems.push(`${lang}: not a language of Klik (${DEFAULT_LOCALE}, …)`)
      continue
    }
    for (const file of readdirSync(path.join(dir, lang))) {
      const name = file.replace(/\.md$/, '')
      if (
        !file.endsWith('.md') ||
        !pages.has(name) ||
        !statSync(path.join(dir, lang, file)).isFile()
      ) {
        problems.push(`${lang}/${file}: not a page (${PAGE_NAMES.join(', ')}; .md)`)
        continue
      }
      const unknown = unknownPlaceholders(readFileSync(path.join(dir, lang, file), 'utf8'))
      if (unknown.length > 0) {
        problems.push(`${lang}/${file}: unknown placeholder {{${unknown.join('}}, {{')}}}`)
      }
    }
  }
  return problems
}
