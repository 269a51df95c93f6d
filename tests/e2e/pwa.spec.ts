import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startServer } from './support/server'
import { waitForControl } from './support/service-worker'

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
    // The worker warms every route chunk in the background (warm-manifest.json).
    await page.waitForFunction(async () => {
      const manifest = (await (await fetch('/warm-manifest.json')).json()) as { chunks: string[] }
      const cache = await caches.open('klik-chunks')
      const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
      return manifest.chunks.every((chunk) => cached.has(`/${chunk}`))
    })
    await server.stop()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Meet people who click with you',
    )
    await page.goto(`${server.url}/pages/faq`)
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
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
