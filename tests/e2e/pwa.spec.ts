import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { test } from './support/test'
import { newMember, saveProfile, signUpViaApi } from './support/accounts'
import { startServer } from './support/server'
import { waitForControl } from './support/service-worker'

// The worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('the app meets the install criteria: manifest and an active service worker', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & {
    icons: Array<{ sizes: string; type: string; purpose?: string }>
  }
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: 'Klik',
    start_url: '/',
    display: 'standalone',
  })
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) {
    const response = await request.get((icon as unknown as { src: string }).src)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  await waitForControl(page)
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
  expect(state).toBe('activated')
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  expect(scriptUrl).toMatch(/\/sw\.js$/)
})

test('after a first visit the shell and every route open offline', async ({ page }) => {
  // Its own server on a new database: its start alone took 30 s on a loaded machine.
  test.setTimeout(60_000)
  const server = await startServer()
  try {
    await page.goto(`${server.url}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForControl(page)
    // The worker warms every route chunk in the background (warm-manifest.json). Polled from
    // here: waitForFunction took the async predicate's promise itself as a yes, and the server
    // then stopped while the worker was still fetching (the old flake of this test).
    const missing = () =>
      page.evaluate(async () => {
        const manifest = (await (await fetch('/warm-manifest.json')).json()) as {
          chunks: string[]
        }
        const cache = await caches.open('klik-chunks')
        const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
        return manifest.chunks.filter((chunk) => !cached.has(`/${chunk}`))
      })
    await expect.poll(missing, { timeout: 20_000 }).toEqual([])
    // A page read once online keeps its text for offline (the worker's klik-pages cache).
    await page.goto(`${server.url}/pages/faq`)
    await expect(page.locator('.site-page-body')).toBeVisible()
    await server.stop()
    await page.goto(`${server.url}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Meet people who click with you',
    )
    await page.goto(`${server.url}/pages/faq`)
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
    await expect(page.locator('.site-page-body')).toContainText('Klik B.V.')
    // One never read: its heading, and the note that it opens once online.
    await page.goto(`${server.url}/pages/privacy`)
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByText('You are offline. This page opens as soon as')).toBeVisible()
    // A route never opened before: its code was warmed.
    await page.goto(`${server.url}/login`)
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    // A page whose data was never cached: the offline state, inside the layout.
    await page.goto(`${server.url}/members/424242`)
    await expect(
      page
        .locator('main')
        .getByText(/offline/i)
        .first(),
    ).toBeVisible()
    await expect(page.locator('header .brand')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
  } finally {
    await server.stop()
  }
})

test('a cached search shows its photos with the server stopped, under one offline note', async ({
  browser,
}) => {
  // Its own server (stopped below) with a few hundred demo members to find.
  test.setTimeout(90_000)
  const server = await startServer({ env: { SEED_DEMO: '1', SEED_DEMO_MEMBERS: '300' } })
  // A phone's height: most cards lie below the fold, where lazy images never loaded online.
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    viewport: { width: 360, height: 640 },
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await signUpViaApi(page, newMember('Bram'))
    await saveProfile(page, { gender: 'male', date_of_birth: '1994-05-01', country: 'NL' })
    // The worker controls the page before the search is stored, so it hears the thumbnails.
    await waitForControl(page)

    await page.goto('/members')
    const results = page.getByRole('list', { name: 'Search results' })
    await expect(results.locator('article.profile-card').first()).toBeVisible()
    const thumbnails = await results
      .locator('article.profile-card img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      )
    expect(thumbnails.length).toBeGreaterThan(0)
    // Every stored card's thumbnail is in the worker's media cache, also those never shown
    // (they load lazily, below the fold).
    await expect
      .poll(
        () =>
          page.evaluate(async (paths) => {
            const cache = await caches.open('klik-media')
            const kept = new Set((await cache.keys()).map((key) => new URL(key.url).pathname))
            return paths.filter((path) => !kept.has(path))
          }, thumbnails),
        { timeout: 20_000 },
      )
      .toEqual([])

    const cardCount = await results.locator('article.profile-card').count()

    await server.stop()
    await page.reload()
    await expect(results.locator('article.profile-card')).toHaveCount(cardCount)
    // Each photo shows, scrolled into view (lazy images load only then).
    await expect
      .poll(
        () =>
          results.locator('article.profile-card img').evaluateAll(async (images) => {
            for (const image of images as HTMLImageElement[]) {
              image.scrollIntoView()
              if (image.complete) continue
              await new Promise((done) => {
                image.addEventListener('load', done, { once: true })
                image.addEventListener('error', done, { once: true })
                setTimeout(done, 2000)
              })
            }
            return (images as HTMLImageElement[]).filter((image) => image.naturalWidth > 0).length
          }),
        { timeout: 20_000 },
      )
      .toBe(thumbnails.length)
    // One offline note with one retry; no "Load more" beside it.
    await expect(page.getByTestId('search-failure')).toHaveCount(1)
    await expect(page.getByTestId('search-failure')).toContainText('You are offline')
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  } finally {
    await context.close()
    await server.stop()
  }
})

test('a waiting new build offers a reload toast and takes over on click', async ({ page }) => {
  // Its own server on a new database, then two workers installed one after the other.
  test.setTimeout(60_000)
  const server = await startServer({ copyStatic: true })
  try {
    await page.goto(`${server.url}/`)
    await waitForControl(page)
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(firstWorker).toBeTruthy()

    // A new deploy: the worker script changes.
    appendFileSync(join(server.staticDir, 'sw.js'), `\n// build ${Date.now()}\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

    const toast = page
      .getByTestId('toast')
      .filter({ hasText: 'A new version of this site is ready.' })
    await expect(toast).toBeVisible({ timeout: 15_000 })
    // The new worker waits for the member: nothing is reloaded on its own.
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true)

    await Promise.all([
      page.waitForEvent('load'),
      toast.getByRole('button', { name: 'Reload' }).click(),
    ])
    await expect
      .poll(() =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        ),
      )
      .toBe(false)
  } finally {
    await server.stop()
  }
})
