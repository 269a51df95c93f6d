import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { fakeBuild, routeManifest } from '../test/fake-build'
import { temporaryDir } from '../test/temp'

const INDEX = '<!doctype html><title>Klik</title><div id="root"></div>'

const build = () =>
  fakeBuild(INDEX, {
    'assets/x-abc.js': `export const big = ${JSON.stringify('x'.repeat(4096))}\n`,
    'sw.js': 'self.addEventListener("fetch", () => {})\n',
    'manifest.webmanifest': '{"name":"Klik"}',
    'route-manifest.json': routeManifest(['/', '/members/', '/members/$memberId/']),
    'favicon-32.png': 'PNG',
  })

let app: App
let unbuilt: App
const dataDir = temporaryDir()
beforeAll(async () => {
  mkdirSync(path.join(dataDir, 'media'), { recursive: true })
  writeFileSync(path.join(dataDir, 'media', 'a1b2.webp'), 'RIFF')
  app = await buildTestApp({ STATIC_DIR: build(), DATA_DIR: dataDir })
  unbuilt = await buildTestApp()
})
afterAll(async () => {
  await app.close()
  await unbuilt.close()
})

describe('static client', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/x-abc.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates index.html and the other unhashed files', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
    expect((await app.inject({ url: '/' })).body).toBe(INDEX)
  })

  it('answers /favicon.ico with the 32 px icon, not a 404', async () => {
    const response = await app.inject({ url: '/favicon.ico' })
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
      200,
      'image/png',
      'PNG',
    ])
  })

  it('answers the paths of client routes with index.html and 200', async () => {
    for (const url of ['/members', '/members/123?tab=photos']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toBe(INDEX)
    }
  })

  it('answers paths no client route matches with the app shell and 404', async () => {
    for (const url of ['/nope', '/members/123/photos', '/wp-login.php']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body, url).toBe(INDEX)
    }
  })

  it('keeps missing assets and media real 404s', async () => {
    expect((await app.inject({ url: '/assets/old-123.js' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/media/missing.webp' })).statusCode).toBe(404)
  })

  it('serves media from DATA_DIR/media with a long cache', async () => {
    const response = await app.inject({ url: '/media/a1b2.webp' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('compresses text assets and JSON', async () => {
    const asset = await app.inject({
      url: '/assets/x-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(asset.headers['content-encoding']).toBe('br')
    const json = await app.inject({
      url: '/api/settings.php',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(json.headers['content-encoding']).toBe('gzip')
  })

  it('says to build the client when STATIC_DIR has no index.html', async () => {
    const response = await unbuilt.inject({ url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toContain('npm run build')
  })
})
