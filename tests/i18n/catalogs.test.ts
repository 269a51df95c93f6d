// @vitest-environment node
// Every message the source contains must be in every catalog, translated, with the same
// placeholders as its source: the app's (locales/*/messages.po, from src) and the server's
// (locales/*/server.po, from server/domain: mails and push notifications). A new string without
// its seven translations, or a translation that drops or renames a {placeholder}, fails here
// (run `npm run i18n:extract`, then translate; docs/translating.md).
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'
import { placeholderMismatches } from './placeholder-check'

const config = getConfig({ cwd: process.cwd() })
type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number]
const catalogs: Array<{ name: string; catalog: Catalog; sourceIds: string[] }> = []

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    const extracted = await catalog.collect()
    const name = catalog.path.replace(`${config.rootDir}/`, '').replace('{locale}', '*')
    catalogs.push({ name, catalog, sourceIds: Object.keys(extracted ?? {}) })
  }
}, 120_000)

const translated = config.locales.filter((locale) => locale !== config.sourceLocale)

describe('locale catalogs', () => {
  it('are the app’s and the server’s, each with messages', () => {
    expect(catalogs.map((entry) => entry.name)).toEqual(['locales/*/messages', 'locales/*/server'])
    expect(catalogs[0]!.sourceIds.length).toBeGreaterThan(50)
    expect(catalogs[1]!.sourceIds.length).toBeGreaterThan(50)
  })

  it.each(config.locales)('%s has every message of the source', async (locale) => {
    for (const { name, catalog, sourceIds } of catalogs) {
      const messages = await catalog.read(locale)
      const missing = sourceIds.filter((id) => !messages?.[id])
      expect(missing, `not in ${name}.po (${locale}) — run npm run i18n:extract`).toEqual([])
    }
  })

  it.each(translated)('%s translates every message', async (locale) => {
    for (const { name, catalog, sourceIds } of catalogs) {
      const messages = (await catalog.read(locale)) ?? {}
      const untranslated = sourceIds
        .filter((id) => !messages[id]?.translation?.trim())
        .map((id) => messages[id]?.message ?? id)
      expect(untranslated, `untranslated in ${name}.po (${locale})`).toEqual([])
    }
  })

  it.each(translated)('%s keeps the placeholders of every source message', async (locale) => {
    for (const { name, catalog } of catalogs) {
      const source = (await catalog.read(config.sourceLocale ?? 'en')) ?? {}
      const messages = (await catalog.read(locale)) ?? {}
      expect(placeholderMismatches(source, messages), `${name}.po (${locale})`).toEqual([])
    }
  })
})
