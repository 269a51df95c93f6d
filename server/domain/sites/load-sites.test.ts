import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FLIRT_NL, writeSitesFile } from '../../test/sites'
import { DEFAULT_SITE } from './default-site'
import { loadSites, SitesError } from './load-sites'
import { createSiteRegistry, normalizeHost } from './site-registry'

function sitesFile(content: { sites: object[] } | string): string {
  return writeSitesFile(typeof content === 'string' ? content : content.sites)
}

function problemsOf(file: string): string[] {
  try {
    loadSites(file)
  } catch (error) {
    if (error instanceof SitesError) return error.problems
    throw error
  }
  throw new Error('expected a SitesError')
}

describe('loadSites', () => {
  it('is just the embedded default without a file', () => {
    expect(loadSites(null)).toEqual([DEFAULT_SITE])
  })

  it('fills omitted fields from the default and keeps the default last', () => {
    const file = sitesFile({
      sites: [
        {
          ...FLIRT_NL,
          company: { name: 'Flirt B.V.' },
          features: { chat: { showSidebar: true } },
        },
      ],
    })
    const [flirt, fallback] = loadSites(file)
    expect(fallback).toBe(DEFAULT_SITE)
    expect(flirt).toMatchObject({
      id: 'flirt-nl',
      template: 'classic',
      countries: ['NL', 'BE'],
      signups: DEFAULT_SITE.signups,
      delete_discount: DEFAULT_SITE.delete_discount,
      company: { ...DEFAULT_SITE.company, name: 'Flirt B.V.', tradenames: ['Flirt NL'] },
      features: { chat: { showSidebar: true } },
      // The brand is the site's own: no short name, colours and icons of the default's.
      theme_color: DEFAULT_SITE.theme_color,
      icons: DEFAULT_SITE.icons,
    })
    expect(flirt?.short_name).toBeUndefined()
    expect(JSON.stringify(flirt)).not.toContain('Klik')
  })

  it('accepts sites.example.json', () => {
    const example = fileURLToPath(new URL('../../../sites.example.json', import.meta.url))
    expect(loadSites(example).map((site) => site.id)).toEqual(['flirt-nl', 'liebe-de', 'klik'])
  })

  it('names the site, field and problem for every mistake', () => {
    const file = sitesFile({
      sites: [
        { id: 'a', name: 'A', hosts: ['A.nl:80'], singups: 'all' },
        { id: 'b', name: 'B', hosts: ['b.nl'], countries: ['NL', 'XX'], template: 'fancy' },
        { id: 'c', name: 'C', hosts: ['c.nl'], countries: ['CH'] },
      ],
    })
    const problems = problemsOf(file).join('\n')
    expect(problems).toMatch(/sites\[0\] \("a"\)\.hosts\.0: must be a lower-case host name/)
    expect(problems).toMatch(/sites\[0\] \("a"\).*singups/)
    expect(problems).toMatch(/sites\[1\] \("b"\)\.template/)
    expect(
      problemsOf(
        sitesFile({ sites: [{ id: 'b', name: 'B', hosts: ['b.nl'], countries: ['NL', 'XX'] }] }),
      ),
    ).toEqual(['sites[0] ("b").countries.1: is not an ISO 3166-1 country'])
    expect(
      problemsOf(
        sitesFile({ sites: [{ id: 'c', name: 'C', hosts: ['c.nl'], countries: ['CH'] }] }),
      ),
    ).toEqual([
      `sites[0] ("c").minimum_message_costs: has no entry for CH, one of the site's countries`,
      `sites[0] ("c").shop.vat_rates: has no entry for CH, one of the site's countries`,
    ])
    // A shop must price every product in every currency the site sells in.
    const shop = {
      packages: [{ id: 'p', credits: 100, prices: { EUR: 1000 } }],
      plans: [],
      vat_rates: { GB: 2000 },
      payment_methods: { '*': ['creditcard'] },
      welcome_discount: null,
      time_bonuses: [],
    }
    expect(
      problemsOf(
        sitesFile({
          sites: [
            {
              id: 'g',
              name: 'G',
              hosts: ['g.uk'],
              countries: ['GB'],
              minimum_message_costs: { GB: { costs: 10, currency: 'GBP' } },
              shop,
            },
          ],
        }),
      ),
    ).toEqual([
      `sites[0] ("g").shop.packages.0.prices: has no price in GBP, a currency of minimum_message_costs`,
    ])
  })

  it('refuses repeated ids and hosts across sites, and broken JSON', () => {
    const file = sitesFile({
      sites: [
        { id: 'klik', name: 'K', hosts: ['k.nl'] },
        { id: 'x', name: 'X', hosts: ['x.nl', '*'] },
        { id: 'y', name: 'Y', hosts: ['x.nl', '*'] },
      ],
    })
    expect(problemsOf(file)).toEqual([
      'sites[0] ("klik").id: "klik" is already used',
      'sites[2] ("y").hosts: "x.nl" also belongs to site "x"',
      'sites[2] ("y").hosts: "*" also belongs to site "x"',
    ])
    expect(problemsOf(sitesFile('{ "sites": ['))[0]).toMatch(/JSON/)
  })
})

describe('site registry', () => {
  const file = sitesFile({
    sites: [{ id: 'flirt-nl', name: 'Flirt NL', hosts: ['flirt.nl', 'www.flirt.nl'] }],
  })
  const registry = createSiteRegistry(loadSites(file))

  it('picks the site by exact host, ignoring case, port and a trailing dot', () => {
    expect(registry.forHost('flirt.nl').id).toBe('flirt-nl')
    expect(registry.forHost('WWW.Flirt.NL:8443').id).toBe('flirt-nl')
    expect(registry.forHost('flirt.nl.').id).toBe('flirt-nl')
    expect(registry.forHost('other.flirt.nl').id).toBe('klik')
    expect(registry.forHost('localhost:3000').id).toBe('klik')
  })

  it('lets a file site with "*" answer unknown hosts instead of the default', () => {
    const star = createSiteRegistry(
      loadSites(sitesFile({ sites: [{ id: 'main', name: 'Main', hosts: ['*'] }] })),
    )
    expect(star.forHost('anything.example').id).toBe('main')
  })

  it('normalizes IPv6 hosts', () => {
    expect(normalizeHost('[::1]:3000')).toBe('[::1]')
    expect(normalizeHost('[::1]')).toBe('[::1]')
  })
})
