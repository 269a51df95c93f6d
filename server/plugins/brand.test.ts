import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { fakeBuild } from '../test/fake-build'
import { writeSitesFile } from '../test/sites'

const INDEX =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#d6285a" />' +
  '<title>Klik</title></head><body><div id="root"></div></body></html>'

let app: App
beforeAll(async () => {
  const staticDir = fakeBuild(INDEX, { 'manifest.webmanifest': '{"name":"Klik"}' })
  const sitesFile = writeSitesFile([
    {
      id: 'liebe-de',
      name: 'Liebe DE',
      short_name: 'Liebe',
      hosts: ['liebe.test'],
      domain_language: 'de',
      countries: ['DE', 'AT'],
      theme_color: '#204080',
      background_color: '#f0f4ff',
    },
  ])
  app = await buildTestApp({ STATIC_DIR: staticDir, SITES_FILE: sitesFile })
})
afterAll(() => app.close())

describe('a second brand', () => {
  it('has its own web app manifest at the URL the page links', async () => {
    const response = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'liebe.test' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.json()).toMatchObject({
      name: 'Liebe DE',
      short_name: 'Liebe',
      lang: 'de',
      theme_color: '#204080',
      background_color: '#f0f4ff',
      icons: [{ src: '/icon-192.png', sizes: '192x192' }, {}, {}],
    })
    expect(response.body).not.toContain('Klik')
  })

  it('gets pages with its own title, language and colour', async () => {
    for (const url of ['/', '/index.html', '/members/12']) {
      const response = await app.inject({ url, headers: { host: 'liebe.test' } })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('<title>Liebe DE</title>')
      expect(response.body, url).toContain('<html lang="de"')
      expect(response.body, url).toContain('content="#204080"')
      expect(response.body, url).not.toContain('Klik')
    }
  })

  it('leaves the default site as built', async () => {
    // "/index.html" is served as built; an app path adds its boot answers (http/boot-answers).
    expect((await app.inject({ url: '/index.html' })).body).toBe(INDEX)
    expect((await app.inject({ url: '/manifest.webmanifest' })).json()).toMatchObject({
      name: 'Klik',
      short_name: 'Klik',
      theme_color: '#d6285a',
    })
  })
})
