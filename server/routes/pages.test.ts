// The site's pages through the API: Klik's texts in every language with the company's
// details filled in, English where a translation is missing, a site's own pages first.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/contract/locales'
import { PAGE_NAMES, type PageResponse } from '../../src/contract/pages'
import type { App } from '../app'
import { COMPANY_BLOCK, PAGES_DIR } from '../domain/pages/site-pages'
import { unknownPlaceholders } from '../domain/sites/page-files'
import { loadSites, SitesError } from '../domain/sites/load-sites'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'
import { temporaryDir } from '../test/temp'

let app: App
let dataDir: string
beforeAll(async () => {
  dataDir = temporaryDir()
  mkdirSync(path.join(dataDir, 'own-pages', 'en'), { recursive: true })
  writeFileSync(
    path.join(dataDir, 'own-pages', 'en', 'terms.md'),
    '<!-- updated: 2026-01-02 -->\n## Our own terms\n\n{{company.name}} of {{site.name}}, <b>KvK {{company.kvk}}</b>.\n',
  )
  const sitesFile = writeSitesFile(
    [
      {
        id: 'flirt',
        name: 'Flirt & Co',
        hosts: ['flirt.test'],
        pages_dir: 'own-pages',
        company: { name: 'Flirt <B.V.>', kvk: '12345678' },
      },
    ],
    dataDir,
  )
  app = await buildTestApp({ DATA_DIR: dataDir, SITES_FILE: sitesFile })
})
afterAll(() => app.close())

async function page(query: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: `/api/page.php?${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return { body: response.json<PageResponse>(), headers: response.headers }
}

describe('Klik’s pages', () => {
  it('exist in English, dated, with only known placeholders, in every language written', () => {
    for (const name of [...PAGE_NAMES, COMPANY_BLOCK]) {
      expect(readdirSync(path.join(PAGES_DIR, 'en'))).toContain(`${name}.md`)
    }
    for (const lang of readdirSync(PAGES_DIR)) {
      expect(LOCALES).toContain(lang)
      for (const file of readdirSync(path.join(PAGES_DIR, lang))) {
        const markdown = readFileSync(path.join(PAGES_DIR, lang, file), 'utf8')
        expect(file.replace(/\.md$/, ''), `${lang}/${file}`).toBeOneOf([
          ...PAGE_NAMES,
          COMPANY_BLOCK,
        ])
        expect(unknownPlaceholders(markdown), `${lang}/${file}`).toEqual([])
        expect(markdown, `${lang}/${file}`).toMatch(/^<!-- updated: \d{4}-\d{2}-\d{2} -->/)
      }
    }
  })

  it('fills in the company’s details, in the language asked for', async () => {
    const { body, headers } = await page('name=terms&lang=en')
    expect(body).toMatchObject({ name: 'terms', lang: 'en' })
    expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.html).toContain('Klik B.V.')
    expect(body.html).toContain('84213657')
    expect(body.html).not.toMatch(/\{\{|\}\}/)
    expect(headers['cache-control']).toBe('private, max-age=600')

    const privacy = await page('name=privacy&lang=en')
    expect(privacy.body.html).toContain('service@klik.example')
    // A page that does not give the company's details ends with them.
    const faq = await page('name=faq&lang=en')
    expect(faq.body.html).toMatch(/<aside class="site-page-company">.*84213657.*<\/aside>$/s)
    expect(body.html).not.toContain('site-page-company')
  })

  it('answers the request’s language when none is asked for, and 304 for a page it has', async () => {
    const { body, headers } = await page('name=faq', { 'accept-language': 'nl-NL,nl;q=0.9' })
    const written = readdirSync(PAGES_DIR).includes('nl') ? 'nl' : 'en'
    expect(body.lang).toBe(written)
    expect(headers.vary).toBe('accept-language, cookie')
    const again = await app.inject({
      url: '/api/page.php?name=faq&lang=en',
      headers: { 'if-none-match': (await page('name=faq&lang=en')).headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('refuses a page it does not have', async () => {
    const response = await app.inject({ url: '/api/page.php?name=secrets' })
    expect(response.statusCode).toBe(400)
  })
})

describe('a site’s own pages', () => {
  it('replace Klik’s, in English for every language, escaped', async () => {
    const { body } = await page('name=terms&lang=de', { 'x-original-host': 'flirt.test' })
    expect(body).toMatchObject({ lang: 'en', updated: '2026-01-02' })
    expect(body.html).toBe(
      '<h2 id="our-own-terms">Our own terms</h2>\n' +
        '<p>Flirt &lt;B.V.&gt; of Flirt &amp; Co, &lt;b&gt;KvK 12345678&lt;/b&gt;.</p>',
    )
  })

  it('leave the pages it has not written to Klik, with its company', async () => {
    const { body } = await page('name=privacy&lang=en', { 'x-original-host': 'flirt.test' })
    expect(body.html).toContain('Flirt &lt;B.V.&gt;')
    expect(body.html).not.toContain('Klik B.V.')
  })
})

describe('a sites file naming a pages folder', () => {
  it('is refused when a page there is not one of Klik’s or names an unknown placeholder', () => {
    const dir = temporaryDir()
    mkdirSync(path.join(dir, 'pages', 'nl'), { recursive: true })
    mkdirSync(path.join(dir, 'pages', 'xx'))
    writeFileSync(path.join(dir, 'pages', 'nl', 'terms.md'), 'Hi {{company.ceo}}')
    writeFileSync(path.join(dir, 'pages', 'nl', 'about.md'), 'Hi')
    const file = writeSitesFile(
      [{ id: 'own', name: 'Own', hosts: ['own.test'], pages_dir: 'pages' }],
      dir,
    )
    expect(() => loadSites(file)).toThrow(SitesError)
    try {
      loadSites(file)
    } catch (error) {
      expect((error as SitesError).problems).toEqual([
        'sites[0] ("own").pages_dir: nl/about.md: not a page (terms, privacy, cookies, service, return-policy, faq, ban; .md)',
        'sites[0] ("own").pages_dir: nl/terms.md: unknown placeholder {{company.ceo}}',
        'sites[0] ("own").pages_dir: xx: not a language of Klik (en, …)',
      ])
    }
  })
})
