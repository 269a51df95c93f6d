// Which requests the server renders and how the rendered page goes out (http/ssr.ts), with a
// server bundle of its own (test/ssr-bundle.ts; the real one, src/entry-server.tsx, is built by
// `npm run build` and checked in Chromium by tests/e2e/ssr.spec.ts): the bundle answers what it
// was asked, so each test sees what ssr.ts gave it and what it made of the answer.
import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { ssrBuildEnv } from '../test/ssr-bundle'
import { routeLinks } from './ssr-head'

let app: App
let off: App
beforeAll(async () => {
  const env = ssrBuildEnv()
  ;[app, off] = await Promise.all([buildTestApp(env), buildTestApp({ ...env, SSR: '0' })])
})
afterAll(() => Promise.all([app.close(), off.close()]))

const page = (target: App, url: string, headers: Record<string, string> = {}) =>
  target.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers } })

const rendered = (html: string) => /<div id="root">(<link [^>]*>)*<main><h1>/.test(html)
const shell = (html: string) => html.includes('<div id="root"></div>')
/** Which render of the bundle made the page (it counts them). */
const renderOf = (html: string) => /<p>render (\d+)<\/p>/.exec(html)?.[1]
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
/** The Cookie header of a member's browser. */
const cookieOf = (member: Member) =>
  [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

describe('a server-rendered page', () => {
  it("is the site's document with the app's HTML in #root, in the visitor's language", async () => {
    const response = await page(app, '/pages/faq', { 'accept-language': 'pl-PL,pl;q=0.9' })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toMatch(/^<!doctype html><html lang="pl"><head>/)
    // The page's own title, description, address and preview, escaped.
    expect(html).toContain('<title>Page &lt;/pages/faq&gt; · Klik</title>')
    expect(html).toContain('content="About &quot;/pages/faq&quot;"')
    expect(html).not.toContain('Free dating.')
    expect(html).toContain('<link rel="canonical" href="http://localhost/pages/faq">')
    expect(html).toContain('<meta name="robots" content="index, follow">')
    expect(html).toContain(
      '<link rel="alternate" hreflang="nl" href="http://localhost/pages/faq?lang=nl">',
    )
    expect(html).toContain('<meta property="og:title" content="Page">')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    // The code, the route's with the shell's, is asked for once the page has painted: the
    // head names none of it, a script at the end of the page all of it.
    expect(headOf(html)).not.toMatch(/modulepreload|<script type="module"/)
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function\(\)\{.*\["\/assets\/chunks\/framework.js","\/assets\/chunks\/pages.js"\].*s.src="\/assets\/index.js".*requestAnimationFrame.*<\/script><\/body><\/html>$/,
    )
    expect(html).toContain('<div id="root"><main><h1>/pages/faq in pl</h1>')
    // Until the app has hydrated, a form's native submit is held (under the same nonce).
    const nonce = /<script nonce="([^"]+)">window.rendered/.exec(html)?.[1] ?? ''
    expect(html).toContain(
      `<script nonce="${nonce}">document.addEventListener('submit',function(e){var f=e.target;` +
        "if(f.hasAttribute('data-ssr-form')&&!f.hasAttribute('data-hydrated')){" +
        'e.preventDefault();window.klikHeldSubmit={form:f,submitter:e.submitter}}},true)' +
        '</script><div id="root">',
    )
    // The in-process call answered as it answers the browser.
    expect(html).toContain('<p>settings 200 en</p>')
    // What does not work without JavaScript, in the page's words, escaped.
    expect(html).toContain('<noscript>Chat needs &lt;JavaScript&gt;</noscript>')
    expect(html).not.toContain('This site needs JavaScript')
    expect(html).toMatch(/<\/main><script nonce="[^"]+">window.rendered = 1<\/script><\/div>/)
    // The server's answers are in the router's data: no boot answers beside them.
    expect(html).not.toContain('klik-boot')
    expect(response.headers['cache-control']).toBe('private, no-cache')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it("lets only this response's inline scripts run: its nonce in the CSP, new each time", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await page(app, '/members')
        const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1]
        expect(nonce).toBeDefined()
        const csp = String(response.headers['content-security-policy'])
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce ?? ''}'`)
        return nonce
      }),
    )
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('is kept and sent again, under a new nonce, for the same language, country and URL', async () => {
    const nonceOf = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1] ?? ''
    const first = await page(app, '/pages/terms')
    const again = await page(app, '/pages/terms', { 'accept-language': 'en-GB' })
    expect(renderOf(again.body)).toBe(renderOf(first.body))
    expect(nonceOf(again.body)).not.toBe(nonceOf(first.body))
    const csp = String(again.headers['content-security-policy'])
    expect(csp).toContain(`'nonce-${nonceOf(again.body)}'`)
    expect(again.body.replaceAll(nonceOf(again.body), nonceOf(first.body))).toBe(first.body)
    // Another language, another page or other cookies (an affiliate's traffic source): a
    // render of its own.
    const polish = await page(app, '/pages/terms', { 'accept-language': 'pl' })
    const other = await page(app, '/pages/terms?from=ad')
    const partner = await page(app, '/pages/terms', { cookie: 'affiliate_network=partner' })
    const renders = [first, polish, other, partner].map((response) => renderOf(response.body))
    expect(new Set(renders).size).toBe(4)
  })

  it('past its time, is sent once more while one render in the background replaces it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    try {
      const first = renderOf((await page(app, '/pages/privacy')).body)
      vi.advanceTimersByTime(60_001)
      // Stale: the kept page goes out at once, and one render starts, for all who come now.
      const stale = await Promise.all([1, 2, 3].map(() => page(app, '/pages/privacy')))
      const seen = stale.map((response) => renderOf(response.body))
      expect(seen).toContain(first)
      const next = String(Number(first) + 1)
      for (const render of seen) expect([first, next]).toContain(render)
      await vi.waitFor(async () => {
        expect(renderOf((await page(app, '/pages/privacy')).body)).toBe(next)
      })
      // Past ten times its time a kept page is not sent: its visitor waits for a render.
      vi.advanceTimersByTime(600_001)
      const old = renderOf((await page(app, '/pages/privacy')).body)
      expect(Number(old)).toBeGreaterThan(Number(first) + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is every page a visitor lands on', async () => {
    const members = ['/members', '/members/12', '/members/12/landing', '/members/12/landing2/anna']
    const urls = ['/', ...members, '/landers/video/women', '/login', '/pages/faq']
    for (const url of urls) expect(rendered((await page(app, url)).body), url).toBe(true)
  })

  it('is the language of the klik-locale cookie before Accept-Language', async () => {
    const response = await page(app, '/members', {
      'accept-language': 'de',
      cookie: 'klik-locale=fr',
    })
    expect(response.body).toContain('<html lang="fr">')
    expect(response.body).toContain('/members in fr')
  })

  it("is the language of a link's ?lang= before the cookie, and so are its calls' answers", async () => {
    const cookie = { cookie: 'klik-locale=nl; klik-other=1' }
    const chosen = await page(app, '/pages/faq?lang=en', cookie)
    expect(chosen.body).toContain('<html lang="en">')
    expect(chosen.body).toContain('/pages/faq in en')
    // The settings' region names in the page's language, not the cookie's.
    expect(chosen.body).toContain('<p>North Brabant</p>')
    const cookied = await page(app, '/pages/faq', cookie)
    expect(cookied.body).toContain('/pages/faq in nl')
    expect(cookied.body).toContain('<p>Noord-Brabant</p>')
    // A language Klik does not speak is no choice.
    expect((await page(app, '/pages/faq?lang=xx', cookie)).body).toContain('/pages/faq in nl')
  })
})

describe("a member's member search", () => {
  it('is rendered for them, at every load: never kept for the next', async () => {
    const member = await signUp(app)
    const cookie = cookieOf(member)
    const first = await page(app, '/members', { cookie })
    const again = await page(app, '/members', { cookie })
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200)
      expect(shell(response.body)).toBe(false)
      expect(response.headers['cache-control']).toBe('private, no-cache')
    }
    expect(renderOf(again.body)).not.toBe(renderOf(first.body))
  })
})

describe('the shell goes out instead', () => {
  it("for a member's other pages, whose data fill in from IndexedDB", async () => {
    const member = await signUp(app)
    const cookie = cookieOf(member)
    for (const url of ['/', '/pages/faq', '/members/12']) {
      const response = await page(app, url, { cookie })
      expect(response.statusCode, url).toBe(200)
      expect(shell(response.body), url).toBe(true)
      expect(response.body).toContain('This site needs JavaScript')
    }
  })

  it('for a session the app does not know: the app finds out itself', async () => {
    const response = await page(app, '/members', { cookie: 'klik_session=gone' })
    expect(response.statusCode).toBe(200)
    expect(shell(response.body)).toBe(true)
  })

  it("for /index.html (the service worker's shell) and a member's pages", async () => {
    for (const url of ['/index.html', '/likes', '/members/12/chat']) {
      const response = await page(app, url)
      expect(response.statusCode, url).toBe(200)
      expect(shell(response.body), url).toBe(true)
      expect(String(response.headers['content-security-policy']), url).not.toContain('nonce-')
    }
  })

  it('when the render fails, is over its budget or sends the visitor to another site', async () => {
    for (const url of ['/members?fail', '/members?slow', '/search?offsite']) {
      const response = await page(app, url)
      expect(response.statusCode, url).toBe(200)
      expect(shell(response.body), url).toBe(true)
      expect(rendered(response.body), url).toBe(false)
    }
  })

  it('for every page with SSR=0', async () => {
    const response = await page(off, '/pages/faq')
    expect(response.statusCode).toBe(200)
    expect(shell(response.body)).toBe(true)
  })

  it('for a path the router does not know, with its 404', async () => {
    const response = await page(app, '/pages/faq/more')
    expect(response.statusCode).toBe(404)
    expect(rendered(response.body)).toBe(false)
  })
})

describe('a rendered page whose stream fails', () => {
  it('is no error of the process when the browser left before it went out', async () => {
    const errors: unknown[] = []
    const record = (error: unknown) => errors.push(error)
    process.on('uncaughtException', record)
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      await new Promise<void>((resolve) => {
        const request = get(`${address}/pages/faq?left=1`, { headers: { 'user-agent': 'x' } })
        request.on('error', () => resolve())
        setTimeout(() => {
          request.destroy()
          resolve()
        }, 50)
      })
      // The render answers, finds nobody, and its stream fails later.
      await new Promise((resolve) => setTimeout(resolve, 900))
      expect(errors).toEqual([])
    } finally {
      process.off('uncaughtException', record)
    }
  })

  it('ends that response and leaves the server answering', async () => {
    await page(app, '/pages/faq?broken=1').catch(() => undefined)
    const next = await page(app, '/pages/faq?after=broken')
    expect(next.statusCode).toBe(200)
    expect(rendered(next.body)).toBe(true)
  })
})

describe("the router's redirect", () => {
  it('is sent as it is, to the path on this site', async () => {
    const response = await page(app, '/search?redirect')
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('/members?x=1')
    expect(response.headers['cache-control']).toBe('private, no-cache')
  })
})

describe("a page's route links", () => {
  it("name each route's styles and code once, and none the page has already", async () => {
    const response = await page(app, '/members')
    const head = headOf(response.body)
    expect(head).toContain('<link rel="stylesheet" href="/assets/chunks/members.css">')
    const code = response.body.slice(response.body.lastIndexOf('<script'))
    expect(code).toContain('"/assets/chunks/members.js"')
    expect(code.split('/assets/chunks/framework.js').length).toBe(2)
    expect(routeLinks(null, ['/members/'], '')).toEqual({ styles: '', scripts: '' })
    // The styles in the head, and no code: the first paint does not wait for it.
    expect(head).toContain('<link rel="stylesheet"')
    expect(head).not.toMatch(/<script\b|modulepreload/)
    // The site's own before the route's, as the cascade had them.
    expect(head.indexOf('/assets/index.css')).toBeLessThan(head.indexOf('/members.css'))
    expect(head.split('/assets/index.css').length).toBe(2)
  })

  it('link the styles of the lazy parts the page drew, once', async () => {
    const drawn = headOf((await page(app, '/members?actions')).body)
    expect(drawn.split('/assets/likes.css').length).toBe(2)
    expect(drawn.split('/assets/chunks/members.css').length).toBe(2)
    expect(headOf((await page(app, '/members')).body)).not.toContain('/assets/likes.css')
  })

  it('put the first photos ahead of them, and leave the other preloads where React put them', async () => {
    const response = await page(app, '/members?photos')
    const html = response.body
    const photo = '<link rel="preload" as="image" href="/media/a-t.jpg" fetchPriority="high"/>'
    expect(html.split(photo).length).toBe(2)
    expect(html.indexOf(photo)).toBeLessThan(html.indexOf('/assets/chunks/framework.js'))
    const logo = '<link rel="preload" as="image" href="/logo.svg"/>'
    expect(html).toContain(`<div id="root">${logo}<main><h1>`)
  })
})
