// GET /api/icebreakers.php (issue 32 §5): openers for an empty conversation, from the other
// member's profile, in the asking member's language; none for a fictional profile.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IcebreakersResponse } from '../../src/contract/chat'
import type { Interest } from '../../src/contract/interests'
import type { App } from '../app'
import { users } from '../db/schema'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { setProfile } from '../test/fixtures'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

async function chatWith(a: Member, b: Member): Promise<number> {
  return (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>().id
}

async function openers(member: Member, conversation: number, language = 'en') {
  const response = await member.client.get(`/api/icebreakers.php?conversation=${conversation}`, {
    'accept-language': language,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<IcebreakersResponse>().icebreakers
}

describe('GET /api/icebreakers.php', () => {
  it("draws three from the other member's interests, what they look for and city, in the writer's language", async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const list = (await b.client.get('/api/interests.php?lang=en')).json<{
      interests: Interest[]
    }>()
    const picked = list.interests.slice(0, 1)
    const saved = await b.client.put('/api/user.php', { interests: picked.map((one) => one.id) })
    expect(saved.statusCode, saved.body).toBe(200)
    await setProfile(app, b.user.id, { lookingFor: 'dating', city: 'Haarlem' })
    const chat = await chatWith(a, b)

    const english = await openers(a, chat)
    expect(english).toEqual([
      `I see ${picked[0]?.name} on your profile. How did you get into it?`,
      'You are looking for dates: what would your ideal first date be?',
      'How do you like living in Haarlem? Any place there I should know?',
    ])
    // The same three again (no shuffle under a thumb), and in Dutch for a Dutch writer.
    expect(await openers(a, chat)).toEqual(english)
    const dutch = await openers(a, chat, 'nl')
    expect(dutch).toHaveLength(3)
    const named = (await b.client.get('/api/interests.php?lang=nl')).json<{
      interests: Interest[]
    }>()
    const dutchName = named.interests.find((one) => one.id === picked[0]?.id)?.name ?? '?'
    expect(dutch[0]).toContain(dutchName)
    expect(dutch[2]).toContain('Haarlem')
    expect(dutch).not.toEqual(english)
  })

  it('fills up with general openers for a profile that says little, and offers none for a fictional one', async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)]
    await setProfile(app, b.user.id, { lookingFor: null, city: '' })
    const bare = await openers(a, await chatWith(a, b))
    expect(bare).toHaveLength(3)
    expect(new Set(bare).size).toBe(3)
    await app.db.update(users).set({ fictional: true }).where(eq(users.id, c.user.id))
    expect(await openers(a, await chatWith(a, c))).toEqual([])
  })

  it("answers 404 for a conversation that is not the member's", async () => {
    const [a, b, stranger] = [await signUp(app), await signUp(app), await signUp(app)]
    const chat = await chatWith(a, b)
    const peek = await stranger.client.get(`/api/icebreakers.php?conversation=${chat}`)
    expect([peek.statusCode, errorOf(peek).code]).toEqual([404, 'chat.not_found'])
  })
})
