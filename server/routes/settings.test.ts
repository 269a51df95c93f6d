import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featuresFor } from '../../src/contract/features'
import { LOCALES } from '../../src/contract/locale-codes'
import type { SettingsResponse } from '../../src/contract/settings'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { FLIRT_NL, writeSitesFile } from '../test/sites'

const PUBLIC_KEY = `B${'A'.repeat(86)}`

// Spec §3 Settings, by name, plus the countries' names, template, features and dev_tools.
const SETTINGS_FIELDS = [
  'name',
  'domain_language',
  'region_data',
  'countries',
  'country_names',
  'language_names',
  'visible_profile_fields',
  'visible_profile_notes',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'geoip_selected_country',
  'geoip_country',
  'minimum_message_costs',
  'push_pub',
  'cdn_prefix',
  'search_fields',
  'member_resell',
  'fictional_icon',
  'delete_discount',
  'template',
  'features',
  'dev_tools',
]

// A public address in the Netherlands (SURFnet) and one in Germany (Deutsche Telekom).
const NL_IP = '145.100.1.1'
const DE_IP = '80.128.0.1'

function settingsSitesFile(): string {
  const sites = [
    FLIRT_NL,
    {
      id: 'liebe-de',
      name: 'Liebe DE',
      hosts: ['liebe.de'],
      domain_language: 'de',
      countries: ['DE', 'AT'],
      signups: 'closed',
    },
  ]
  return writeSitesFile(sites)
}

async function settings(app: App, headers: Record<string, string> = {}): Promise<SettingsResponse> {
  const response = await app.inject({ url: '/api/settings.php', headers })
  expect(response.statusCode).toBe(200)
  return response.json<SettingsResponse>()
}

describe('GET /api/settings.php', () => {
  let app: App
  let proxied: App
  beforeAll(async () => {
    app = await buildTestApp({
      SITES_FILE: settingsSitesFile(),
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    })
    proxied = await buildTestApp({ TRUST_PROXY: 'true' })
  })
  afterAll(async () => {
    await app.close()
    await proxied.close()
  })

  it('answers every settings field of the default site', async () => {
    const response = await app.inject({ url: '/api/settings.php' })
    expect(response.headers['cache-control']).toBe('private, max-age=60')
    const body = response.json<SettingsResponse>()
    expect(Object.keys(body).sort()).toEqual([...SETTINGS_FIELDS].sort())
    expect(body).toMatchObject({
      name: 'Klik',
      domain_language: 'en',
      countries: ['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'FR', 'ES', 'IT', 'PL'],
      signups: 'all',
      logged_out_search: true,
      logged_out_search_trafficsource: 'all',
      geoip_country: null,
      geoip_selected_country: 'NL',
      push_pub: PUBLIC_KEY,
      cdn_prefix: '',
      member_resell: ['cams', 'camads'],
      fictional_icon: true,
      delete_discount: 50,
      template: 'boxy',
      features: featuresFor('boxy'),
      dev_tools: false,
    })
    expect(Object.keys(body.region_data)).toEqual(body.countries)
    expect(body.region_data.NL).toContainEqual({ id: 'NH', name: 'North Holland' })
    expect(body.minimum_message_costs).toMatchObject({
      NL: { currency: 'EUR' },
      GB: { currency: 'GBP' },
      PL: { currency: 'PLN' },
    })
    expect(Number.isInteger(body.minimum_message_costs.NL?.costs)).toBe(true)
  })

  it("names the regions and the countries in the client's language", async () => {
    const dutch = await settings(app, { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' })
    expect(dutch.region_data.NL).toContainEqual({ id: 'NH', name: 'Noord-Holland' })
    const german = await settings(app, { cookie: 'klik-locale=de' })
    expect(german.region_data.DE).toContainEqual({ id: 'BY', name: 'Bayern' })
    // In the order of the German names.
    const germanOrder = [...german.countries].sort((a, b) =>
      (german.country_names?.[a] ?? '').localeCompare(german.country_names?.[b] ?? '', 'de'),
    )
    expect(Object.keys(german.country_names ?? {})).toEqual(germanOrder)
    expect(new Set(germanOrder)).toEqual(new Set(german.countries))
    expect(german.country_names).toMatchObject({ NL: 'Niederlande', DE: 'Deutschland' })
    const polish = await settings(app, { cookie: 'klik-locale=pl' })
    expect(polish.country_names).toMatchObject({ NL: 'Holandia', BE: 'Belgia' })
    expect(Object.keys(polish.language_names ?? {})).toEqual([...LOCALES])
    expect(polish.language_names).toMatchObject({ nl: 'niderlandzki', de: 'niemiecki' })
    expect(german.language_names).toMatchObject({ nl: 'Niederländisch', pl: 'Polnisch' })
  })

  it('picks the site by X-Original-Host, over Host', async () => {
    const flirt = await settings(app, { 'x-original-host': 'Flirt.nl:443', host: 'liebe.de' })
    expect(flirt).toMatchObject({
      name: 'Flirt NL',
      domain_language: 'nl',
      template: 'classic',
      countries: ['NL', 'BE'],
    })
    expect(flirt.features).toEqual(featuresFor('classic'))
    expect(Object.keys(flirt.region_data)).toEqual(['NL', 'BE'])
    expect(Object.keys(flirt.minimum_message_costs)).toEqual(['NL', 'BE'])

    const liebe = await settings(app, { host: 'liebe.de' })
    expect(liebe).toMatchObject({
      name: 'Liebe DE',
      domain_language: 'de',
      signups: 'closed',
      template: 'boxy',
    })
    expect((await settings(app, { host: 'unknown.example' })).name).toBe('Klik')
  })

  it('guesses the country from X-Forwarded-For when TRUST_PROXY is on', async () => {
    expect(await settings(proxied, { 'x-forwarded-for': DE_IP })).toMatchObject({
      geoip_country: 'DE',
      geoip_selected_country: 'DE',
    })
    expect(await settings(proxied, { 'x-forwarded-for': '8.8.8.8' })).toMatchObject({
      geoip_country: 'US',
      geoip_selected_country: 'NL',
    })
  })

  it('ignores X-Forwarded-For without TRUST_PROXY, and falls back to the first site country', async () => {
    expect(await settings(app, { 'x-forwarded-for': NL_IP })).toMatchObject({ geoip_country: null })
    expect(
      await settings(proxied, { 'x-forwarded-for': NL_IP, 'x-original-host': 'liebe.de' }),
    ).toMatchObject({
      geoip_country: 'NL',
      geoip_selected_country: 'NL',
    })
  })

  it('honours the design-version cookie only with DEV_TOOLS', async () => {
    const cookie = { cookie: 'design-version=classic' }
    expect((await settings(app, cookie)).template).toBe('boxy')
    const dev = await buildTestApp({ DEV_TOOLS: 'true' })
    try {
      const answer = await settings(dev, cookie)
      expect(answer).toMatchObject({ template: 'classic', dev_tools: true })
      expect(answer.features).toEqual(featuresFor('classic'))
    } finally {
      await dev.close()
    }
  })
})
