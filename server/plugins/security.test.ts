import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'

let app: App
let https: App
beforeAll(async () => {
  const sitesFile = writeSitesFile([
    {
      id: 'cdn',
      name: 'CDN',
      hosts: ['cdn-site.nl'],
      cdn_prefix: 'https://cdn.klik.example/media/',
    },
  ])
  app = await buildTestApp({ PUBLIC_URL: 'http://klik.test:8080' })
  https = await buildTestApp({ PUBLIC_URL: 'https://klik.example', SITES_FILE: sitesFile })
})
afterAll(async () => {
  await app.close()
  await https.close()
})

describe('security headers', () => {
  it('sends the Content-Security-Policy the app runs under', async () => {
    const csp = (await app.inject({ url: '/api/settings.php' })).headers['content-security-policy']
    expect(String(csp).split(';')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
  })

  it('sends HSTS only when PUBLIC_URL is https, and allows a CDN origin for images', async () => {
    expect(
      (await app.inject({ url: '/api/settings.php' })).headers['strict-transport-security'],
    ).toBeUndefined()
    const secure = await https.inject({ url: '/api/settings.php' })
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000')
    expect(secure.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://cdn.klik.example;",
    )
  })
})

describe('origin check', () => {
  const post = (instance: App, headers: Record<string, string>) =>
    instance.inject({ method: 'POST', url: '/api/page-hidden.php', payload: {}, headers })

  it('refuses a state change from another origin', async () => {
    const response = await post(app, { origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      error: { code: 'origin_mismatch', message: 'Cross-site request refused' },
    })
    expect((await post(app, { origin: 'null' })).statusCode).toBe(403)
  })

  it('allows the same host, X-Original-Host, PUBLIC_URL and requests without Origin', async () => {
    expect((await post(app, { host: 'klik.nl', origin: 'https://klik.nl' })).statusCode).toBe(204)
    expect(
      (
        await post(app, {
          host: '127.0.0.1:3001',
          'x-original-host': 'localhost:3000',
          origin: 'http://localhost:3000',
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (await post(app, { host: 'internal:3000', origin: 'http://klik.test:8080' })).statusCode,
    ).toBe(204)
    expect((await post(app, {})).statusCode).toBe(204)
  })

  it('does not check reads', async () => {
    const response = await app.inject({
      url: '/api/settings.php',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(200)
  })
})
