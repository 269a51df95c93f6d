// The server-rendered pages around the app (issue 30): a link's ?lang= is the visitor's choice
// until they choose another; what is typed before the app runs is what the app sends; every
// form the server renders is held until the app has it; /search is redirected by the server;
// the installed app starts from its cached shell, never from a rendered page. Its own server
// with a few demo members (support/demo-server.ts). The hydration itself: ssr.spec.ts.
import { expect, type Browser } from '@playwright/test'
import { test } from './support/test'
import { demoServerForFile } from './support/demo-server'
import { waitForControl } from './support/service-worker'

// One worker for the file, one server for its tests.
test.describe.configure({ mode: 'default' })

const server = demoServerForFile()

/** A visitor's phone in English, without the service worker: only the server's pages. */
const visitorPhone = (browser: Browser) =>
  browser.newContext({
    locale: 'en-US',
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
  })

test("a link's ?lang= is the visitor's choice until they choose another", async ({ browser }) => {
  const context = await visitorPhone(browser)
  const page = await context.newPage()
  await page.goto(server.url + '/pages/faq?lang=fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  // The page names itself and its other languages for search engines.
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${server.url}/pages/faq?lang=fr`,
  )
  await expect(page.locator('link[rel=alternate][hreflang=pl]')).toHaveAttribute(
    'href',
    `${server.url}/pages/faq?lang=pl`,
  )
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'klik-locale')?.value)
    .toBe('fr')
  // The next page, without the parameter, stays in French.
  await page.goto(server.url + '/pricing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  // Choosing English drops the parameter, so a reload keeps English.
  await page.goto(server.url + '/pages/faq?lang=fr')
  await page.getByTestId('language-switcher').selectOption('en')
  await expect(page).toHaveURL(`${server.url}/pages/faq`)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('what a visitor types before the app runs is what the app sends', async ({ browser }) => {
  const context = await visitorPhone(browser)
  const page = await context.newPage()
  // A slow phone: the page is there, its JavaScript not yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  // The frame's goto: the page's own waits for the app, which is held here.
  await page.mainFrame().goto(server.url + '/login', { waitUntil: 'commit' })
  await page.getByLabel('Email address').fill('early@example.nl')
  await page.getByLabel('Password').fill('typed before the app ran')
  // The server's form is as empty as its state was: sending waits for the app.
  const logIn = page.getByRole('button', { name: 'Log in' })
  await expect(logIn).toBeDisabled()

  release()
  // The app has taken what was typed: its form may be sent, and sends it.
  await expect(logIn).toBeEnabled({ timeout: 20_000 })
  await expect(page.getByLabel('Email address')).toHaveValue('early@example.nl')
  const [sent] = await Promise.all([
    page.waitForRequest(
      (request) => request.url().endsWith('/api/login.php') && request.method() === 'POST',
    ),
    logIn.click(),
  ])
  expect(sent.postDataJSON()).toMatchObject({
    email: 'early@example.nl',
    password: 'typed before the app ran',
  })
  await context.close()
})

test('every form the server renders is held until the app has it, then sent with what was typed', async ({
  request,
}) => {
  // A form without the mark is sent natively before the app runs, or loses what was typed
  // to the hydration (ui/early-input.ts): the contact form did (a chosen topic came back
  // empty). The pages with forms, and one of each kind of the others.
  const paths = ['/members', '/login', '/signup', '/landers/video/women', '/pages/service']
  for (const path of paths) {
    const html = await (await request.get(server.url + path)).text()
    const forms = html.match(/<form\b[^>]*>/g) ?? []
    expect(forms.length, path).toBeGreaterThan(0)
    for (const form of forms) expect(form, path).toContain('data-ssr-form')
  }
})

test('/search is sent to /members by the server, with its query', async ({ request }) => {
  const response = await request.get(server.url + '/search?gender=female', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/members?gender=female')
})

test('the installed app starts from its cached shell, never from a rendered page', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  await page.goto(server.url + '/pages/faq')
  await waitForControl(page)
  const response = await page.goto(server.url + '/members')
  expect(response?.fromServiceWorker()).toBe(true)
  expect(await response?.text()).toContain('<div id="root"></div>')
  // The app renders the page itself, from the shell.
  await expect(page.locator('article.profile-card').first()).toBeVisible()
  await context.close()
})
