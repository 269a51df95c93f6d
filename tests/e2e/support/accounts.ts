// Makes a member through the real signup call (as the form does: email check, csrf hash
// of the address and user agent), logged in in the page's browser context.
import { createHash, randomUUID } from 'node:crypto'
import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { linkInMail } from './outbox'

export interface Member {
  email: string
  name: string
  password: string
}

export function newMember(name = 'Sanne'): Member {
  return {
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.nl`,
    name,
    password: 'correct horse battery',
  }
}

export async function signUpViaApi(page: Page, member: Member): Promise<void> {
  const userAgent = await page.evaluate<string>('navigator.userAgent')
  const check = await page.request.get(
    `/api/validate_email.php?email=${encodeURIComponent(member.email)}`,
  )
  expect(check.ok()).toBe(true)
  const { token, status } = (await check.json()) as { token: string; status: string }
  expect(status).toBe('new')
  const response = await page.request.post('/api/user.php?new=1', {
    headers: { 'user-agent': userAgent },
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      trafficsource: null,
      timezone: 'Europe/Amsterdam',
      country: 'NL',
      language: 'en',
      profile: null,
      form_path: '/signup',
      referrer: null,
      csrf: createHash('sha512')
        .update(member.email.toLowerCase() + userAgent)
        .digest('hex'),
      token,
      n: userAgent,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** Saves profile fields of the logged-in member of `page` (PUT /api/user.php). */
export async function saveProfile(page: Page, fields: Record<string, unknown>): Promise<void> {
  const response = await page.request.put('/api/user.php', { data: fields })
  expect(response.status(), await response.text()).toBe(200)
}

export interface StoredMember {
  id: number
  /** The logged-in browser state, for `browser.newContext({ storageState })`. */
  state: Awaited<ReturnType<BrowserContext['storageState']>>
}

/**
 * Signs a member up in a context of its own, saves their profile and keeps the login: for
 * specs that later browse as them, or look at them as somebody else.
 */
export async function storedMember(
  browser: Browser,
  name: string,
  profile: Record<string, unknown>,
  options: BrowserContextOptions = {},
): Promise<StoredMember> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await page.goto('/')
  await signUpViaApi(page, newMember(name))
  await saveProfile(page, profile)
  const user = (await (await page.request.get('/api/user.php')).json()) as { id: number }
  const state = await context.storageState()
  await context.close()
  return { id: user.id, state }
}

/**
 * A serial spec's two members, signed up once: the viewer, whose login the tests browse with,
 * and another member whose page they open. Call it at the top of the spec file.
 */
export function viewerAndOther(
  viewer: [name: string, profile: Record<string, unknown>],
  other: [name: string, profile: Record<string, unknown>],
  options: BrowserContextOptions = {},
): { viewerState: () => StoredMember['state']; otherId: () => number } {
  let state: StoredMember['state'] | undefined
  let id = 0
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)
  test.beforeAll(async ({ browser }) => {
    const [a, b] = await Promise.all([
      storedMember(browser, viewer[0], viewer[1], options),
      storedMember(browser, other[0], other[1], options),
    ])
    state = a.state
    id = b.id
  })
  return {
    viewerState: () => {
      if (!state) throw new Error('viewerAndOther: read before beforeAll ran')
      return state
    },
    otherId: () => id,
  }
}

/** A member in a phone browser of their own: signed up, a profile saved, and activated. */
export interface Person {
  page: Page
  id: number
  member: Member
}

/**
 * Signs `name` up in a Pixel 7 context of its own at `baseURL`, with a gender and a city, and
 * (unless `activate` is false) opens the activation link: the welcome credits pay for messages.
 */
export async function person(
  browser: Browser,
  name: string,
  baseURL: string,
  { gender, activate = true }: { gender: 'female' | 'male'; activate?: boolean },
): Promise<Person> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL })
  const page = await context.newPage()
  await page.goto('/')
  const member = newMember(name)
  await signUpViaApi(page, member)
  await saveProfile(page, { gender, city: 'Utrecht' })
  if (activate) await page.goto(await linkInMail(member.email, /\/api\/activate\.php$/))
  const { id } = (await (await page.request.get('/api/user.php')).json()) as { id: number }
  return { page, id, member }
}

/**
 * Ad (male) and Bea (female), the two members most specs need, signed up side by side at
 * `baseURL` (the config's when undefined); activated unless `activate` is false.
 */
export function adAndBea(
  browser: Browser,
  baseURL: string | undefined,
  activate = true,
): Promise<[Person, Person]> {
  const base = baseURL ?? ''
  return Promise.all([
    person(browser, 'Ad', base, { gender: 'male', activate }),
    person(browser, 'Bea', base, { gender: 'female', activate }),
  ])
}

/**
 * `from` opens `to`'s member page, starts the conversation and sends `text` the way a member
 * does; answers the chat's path once the message is sent.
 */
export async function firstMessage(from: Person, to: Person, text: string): Promise<string> {
  await from.page.goto(`/members/${to.id}`)
  await from.page.getByTestId('start-conversation').click()
  await expect(from.page).toHaveURL(/\/chats\/\d+$/)
  await from.page.getByTestId('composer-input').fill(text)
  await from.page.getByTestId('composer-send').click()
  await expect(from.page.getByTestId('message').first()).toHaveAttribute('data-state', 'sent')
  return new URL(from.page.url()).pathname
}
