// @vitest-environment node
// Every message the app's source contains must be in every catalog, translated. A new
// string without its seven translations fails here (run `npm run i18n:extract`, then
// translate the empty entries).
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'

const config = getConfig({ cwd: process.cwd() })
let sourceIds: string[] = []
let catalog: Awaited<ReturnType<typeof getCatalogs>>[number]

beforeAll(async () => {
  const catalogs = await getCatalogs(config)
  expect(catalogs).toHaveLength(1)
  catalog = catalogs[0]!
  const extracted = await catalog.collect()
  sourceIds = Object.keys(extracted ?? {})
}, 120_000)

describe('locale catalogs', () => {
  it('the source has messages', () => {
    expect(sourceIds.length).toBeGreaterThan(50)
  })

  it.each(config.locales)('%s has every message of the source', async (locale) => {
    const messages = await catalog.read(locale)
    const missing = sourceIds.filter((id) => !messages?.[id])
    expect(missing, `not in locales/${locale}/messages.po — run npm run i18n:extract`).toEqual([])
  })

  it.each(config.locales.filter((locale) => locale !== config.sourceLocale))(
    '%s translates every message',
    async (locale) => {
      const messages = (await catalog.read(locale)) ?? {}
      const untranslated = sourceIds
        .filter((id) => !messages[id]?.translation?.trim())
        .map((id) => messages[id]?.message ?? id)
      expect(untranslated, `untranslated in locales/${locale}/messages.po`).toEqual([])
    },
  )
})
