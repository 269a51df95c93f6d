// Push in the browser (issue 11). Headless Chromium has no push service, so the DevTools
// protocol delivers the push (ServiceWorker.deliverPushMessage) with the payload the server
// sends (a Declarative Web Push message, as server/domain/push/push.test.ts checks it): the
// service worker shows the notification in the member's words, sets the app badge to the
// server's count, and a click on the notification takes the open tab to the chat.
import { devices, expect, type Page, type Worker } from '@playwright/test'
import { test } from './support/test'
import { newMember, saveProfile, signUpViaApi } from './support/accounts'
import { waitForControl } from './support/service-worker'

// The worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test.setTimeout(90_000)

async function signedUp(page: Page, name: string): Promise<number> {
  await page.goto('/')
  await signUpViaApi(page, newMember(name))
  await saveProfile(page, { gender: name === 'Sanne' ? 'female' : 'male', city: 'Utrecht' })
  return ((await (await page.request.get('/api/user.php')).json()) as { id: number }).id
}

/** The registration id DevTools knows the page's service worker by. */
async function registrationId(
  page: Page,
): Promise<{ id: string; send: (data: string) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(page.url()).origin
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`)
      if (ours !== undefined && !ours.isDeleted) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const id = await found
  return {
    id,
    send: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data })
    },
  }
}

/** Records what the worker sets the app badge to (the page cannot read it back). */
async function watchBadge(worker: Worker): Promise<() => Promise<number[]>> {
  await worker.evaluate(() => {
    const scope = self as unknown as { badgeCalls: number[]; navigator: Navigator }
    scope.badgeCalls = []
    const original = scope.navigator.setAppBadge?.bind(scope.navigator)
    scope.navigator.setAppBadge = (contents?: number) => {
      scope.badgeCalls.push(contents ?? 0)
      return original ? original(contents).catch(() => undefined) : Promise.resolve()
    }
  })
  return () => worker.evaluate(() => (self as unknown as { badgeCalls: number[] }).badgeCalls)
}

test('a pushed message is shown in the member’s words, sets the badge, and a tap opens the chat', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const phone = { ...devices['Pixel 7'], baseURL: base }
  const [anna, sanne] = [await browser.newContext(phone), await browser.newContext(phone)]
  await sanne.grantPermissions(['notifications'], { origin: base })
  const [annaPage, sannePage] = [await anna.newPage(), await sanne.newPage()]
  const sanneId = await signedUp(sannePage, 'Sanne')
  await signedUp(annaPage, 'Anna')
  const chat = (await (await annaPage.request.get(`/api/chat.php?profile=${sanneId}`)).json()) as {
    id: number
  }

  await sannePage.goto('/search')
  await waitForControl(sannePage)
  const worker = sanne.serviceWorkers()[0] ?? (await sanne.waitForEvent('serviceworker'))
  const badgeCalls = await watchBadge(worker)
  const push = await registrationId(sannePage)
  await push.send(
    JSON.stringify({
      web_push: 8030,
      notification: {
        title: 'New message from Anna',
        body: 'Tap to read.',
        navigate: `${base}/chats/${chat.id}`,
        tag: `chat-${chat.id}`,
        lang: 'en',
        silent: false,
        data: { type: 'message', conversation: chat.id },
      },
      app_badge: 3,
    }),
  )

  const shown = () =>
    sannePage.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
      })),
    )
  await expect
    .poll(shown)
    .toEqual([{ title: 'New message from Anna', body: 'Tap to read.', tag: `chat-${chat.id}` }])
  expect(await badgeCalls()).toEqual([3])

  // The browser would fire this on a tap; a script-made event runs the same handler.
  await worker.evaluate(async () => {
    // The worker's globals (this file is compiled without the WebWorker types).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<unknown[]> }
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (notification === undefined) throw new Error('no notification to click')
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    } catch {
      // waitUntil() refuses an event the browser did not fire; the handler has run by then.
    }
  })
  await expect(sannePage).toHaveURL(new RegExp(`/chats/${chat.id}$`))
  await expect(sannePage.getByTestId('composer-input')).toBeVisible()
  await anna.close()
  await sanne.close()
})
