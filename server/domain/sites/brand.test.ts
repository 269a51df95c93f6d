import { describe, expect, it } from 'vitest'
import { brandIndexHtml, siteManifest } from './brand'
import { DEFAULT_SITE } from './default-site'

const liebe = {
  ...DEFAULT_SITE,
  id: 'liebe-de',
  name: 'Liebe & Co',
  domain_language: 'de' as const,
  theme_color: '#112233',
  background_color: '#ffffff',
}

describe('siteManifest', () => {
  it("names the app after the site, in the site's colours", () => {
    expect(siteManifest(liebe)).toMatchObject({
      name: 'Liebe & Co',
      short_name: 'Liebe & Co',
      theme_color: '#112233',
      background_color: '#ffffff',
      start_url: '/',
      display: 'standalone',
    })
    expect(siteManifest({ ...liebe, short_name: 'Liebe' }).short_name).toBe('Liebe')
    expect(siteManifest(DEFAULT_SITE)).toMatchObject({ name: 'Klik', short_name: 'Klik' })
  })
})

describe('brandIndexHtml', () => {
  const html =
    '<!doctype html><html lang="en"><head><meta name="theme-color" content="#d6285a" />' +
    '<title>Klik</title></head><body></body></html>'

  it("puts the site's name, language and colour in the page", () => {
    const page = brandIndexHtml(html, liebe)
    expect(page).toContain('<title>Liebe &amp; Co</title>')
    expect(page).toContain('<html lang="de"')
    expect(page).toContain('<meta name="theme-color" content="#112233" />')
    expect(page).not.toContain('Klik')
  })
})
