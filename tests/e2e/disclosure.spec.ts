// The fictional disclosure in words (issue 28 §3), as the issue names its check: at 360 px in
// Polish and French, a member who liked a fictional profile and wrote to it reads "Fictional
// profile" in their language — visible and whole, not only in the page — on its search card,
// its member page, the chat list, the conversation's header and the likes list; axe finds no
// violation on those pages and none of them scrolls sideways. The same member's conversation
// with a member who left Klik (the note, the credits returned, the closed composer) fits too.
// One member per language, whose pages are all looked at in one go. Screenshots go to the
// test's output folder (to look at for cut words), except in CI, where nobody looks.
import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { person } from './support/accounts'
import { axeViolations } from './support/axe'
import { painted } from './support/painted'

test.setTimeout(120_000)

const WIDTH = 360
const LABEL = { pl: 'Fikcyjny profil', fr: 'Profil fictif' } as const

/** The label says `text`, can be seen, inside the screen's width and not cut by an ellipsis. */
async function readable(label: Locator, text: string): Promise<void> {
  await expect(label).toBeVisible()
  // The words, after the ✦ where the site shows it (hidden from screen readers).
  await expect(label).toHaveText(new RegExp(`^✦?${text}$`))
  await whole(label)
}

/**
 * `part` is inside the screen's width, neither cut by an ellipsis nor clipped, and nothing
 * lies over its start or its end (a button beside a name that runs on under it).
 */
async function whole(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded()
  const cut = await part.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const found: string[] = []
    const middle = box.top + box.height / 2
    for (const x of [box.left + 2, box.right - 2]) {
      const top = document.elementFromPoint(x, middle)
      if (!top || !(top === element || element.contains(top)))
        found.push(`under ${top?.className ?? 'nothing'} at ${Math.round(x)}`)
    }
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5)
      found.push(`at ${box.left}–${box.right}`)
    if (element.scrollWidth > element.clientWidth + 1) found.push('cut')
    // An ancestor that clips (an ellipsis on the name) must leave the label whole.
    for (let up = element.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up)
      if (style.overflowX === 'visible') continue
      const room = up.getBoundingClientRect()
      if (box.left < room.left - 0.5 || box.right > room.right + 0.5)
        found.push(`clipped by ${up.className}`)
    }
    return found
  })
  expect(cut).toEqual([])
}

/** The page fits 360 px, axe is content, and a full-page screenshot is kept (not in CI). */
async function fits(page: Page, name: string): Promise<void> {
  if (!process.env.CI) {
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
  }
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
  expect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(WIDTH)
  expect(await axeViolations(page), name).toEqual([])
}

interface Card {
  id: number
  fictional: boolean
  country: string | null
  countryregion: string
}
interface Found {
  profiles: Card[]
  filter_options: { gender: string; min_age: number; max_age: number | null }
}

/**
 * Saves the member's search on the region of a fictional profile that the fewest real members
 * share: the members other tests make (all "online", so listed first) would otherwise push
 * every fictional profile off the first page of /members in a full run.
 */
async function searchWhereFictional(page: Page): Promise<void> {
  const cards: Card[] = []
  let filters: Found['filter_options'] | null = null
  for (let number = 1; number <= 10; number += 1) {
    const answer = await page.request.get(`/api/search.php?auto_load=1&pp=48&page=${number}`)
    expect(answer.status(), await answer.text()).toBe(200)
    const found = (await answer.json()) as Found
    filters ??= found.filter_options
    cards.push(...found.profiles)
    if (found.profiles.length < 48) break
  }
  const crowd = new Map<string, number>()
  for (const card of cards) {
    if (!card.fictional) crowd.set(card.countryregion, (crowd.get(card.countryregion) ?? 0) + 1)
  }
  const [quiet] = cards
    .filter((card) => card.fictional && card.country !== null && card.countryregion !== '')
    .sort((a, b) => (crowd.get(a.countryregion) ?? 0) - (crowd.get(b.countryregion) ?? 0))
  if (quiet === undefined || filters === null) throw new Error('no fictional profile to find')
  const query = new URLSearchParams({
    manual_search: '1',
    gender: filters.gender,
    min_age: String(filters.min_age),
    country: quiet.country ?? '',
    countryregion: quiet.countryregion,
  })
  if (filters.max_age !== null) query.set('max_age', String(filters.max_age))
  const saved = await page.request.get(`/api/search.php?${query.toString()}`)
  expect(saved.status(), await saved.text()).toBe(200)
}

for (const locale of ['pl', 'fr'] as const) {
  test(`the fictional disclosure in words at 360 px, and a conversation with a member who left (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const [member, leaver] = await Promise.all([
      person(browser, locale === 'pl' ? 'Zofia' : 'Amelie', base, { gender: 'female' }),
      person(browser, locale === 'pl' ? 'Przemyslaw' : 'Baptiste', base, {
        gender: 'male',
        activate: false,
      }),
    ])
    const page = member.page
    await page.setViewportSize({ width: WIDTH, height: 740 })
    await page.context().addCookies([{ name: 'klik-locale', value: locale, url: base }])
    const label = LABEL[locale]

    // A search card: the first fictional profile of the member's results.
    await searchWhereFictional(page)
    await page.goto('/members')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const card = page
      .locator('article.profile-card')
      .filter({ has: page.getByTestId('fictional-label') })
      .first()
    await painted(page, card)
    await readable(card.getByTestId('fictional-label'), label)
    await fits(page, `${locale}-members`)
    const fictional = Number(await card.getAttribute('data-member-id'))

    // The member likes it and writes to it (free: it never reads), and writes to the other
    // member, who then deletes their account without reading.
    const liked = await page.request.post('/api/likes.php', { data: { profile: fictional } })
    expect(liked.status(), await liked.text()).toBe(200)
    const write = async (profile: number, text: string): Promise<number> => {
      const chat = await page.request.get(`/api/chat.php?profile=${profile}`)
      expect(chat.status(), await chat.text()).toBe(200)
      const { id } = (await chat.json()) as { id: number }
      const sent = await page.request.post('/api/messages.php', {
        data: { conversation: id, client_id: randomUUID(), text },
      })
      expect(sent.status(), await sent.text()).toBe(200)
      return id
    }
    const toFictional = await write(fictional, locale === 'pl' ? 'Cześć!' : 'Salut !')
    const toLeaver = await write(leaver.id, locale === 'pl' ? 'Jesteś tam?' : 'Tu es là ?')
    const gone = await leaver.page.request.delete('/api/user.php', {
      data: { password: leaver.member.password },
    })
    expect(gone.status(), await gone.text()).toBe(200)
    await leaver.page.context().close()

    await page.goto(`/members/${fictional}`)
    await painted(page, page.locator('.member-name'))
    await readable(page.locator('.member-name').getByTestId('fictional-label'), label)
    await expect(page.locator('.member-actions button.like-button')).toBeVisible()
    await fits(page, `${locale}-member-page`)

    await page.goto('/chats')
    const row = page.getByTestId('chat-row').filter({ has: page.getByTestId('fictional-label') })
    await painted(page, row)
    await readable(row.getByTestId('fictional-label'), label)
    await whole(row.locator('.chat-row-name'))
    await expect(page.getByTestId('chat-row')).toHaveCount(2)
    // "Deleted member" is words: whole, not cut like a long name.
    await whole(page.getByTestId('chat-row').locator('.chat-row-name-gone'))
    await fits(page, `${locale}-chats`)

    await page.goto(`/chats/${toFictional}`)
    const header = page.locator('.chat-topbar')
    await painted(page, page.getByTestId('message'))
    await readable(header.getByTestId('fictional-label'), label)
    await whole(header.locator('.chat-topbar-name'))
    await fits(page, `${locale}-chat`)

    await page.goto('/likes/given')
    const like = page.locator(`article.profile-card[data-member-id="${fictional}"]`)
    await painted(page, like)
    await readable(like.getByTestId('fictional-label'), label)
    await fits(page, `${locale}-likes`)

    // The conversation with the member who left: readable, closed, the credits returned.
    await page.goto(`/chats/${toLeaver}`)
    await painted(page, page.getByTestId('chat-left'))
    await expect(page.getByTestId('message-returned')).toBeVisible()
    await expect(page.getByTestId('composer-closed')).toBeVisible()
    await expect(page.getByTestId('composer-input')).toHaveCount(0)
    await whole(page.locator('.chat-topbar-name'))
    await whole(page.getByTestId('composer-closed'))
    await fits(page, `${locale}-chat-left`)
    await page.context().close()
  })
}
