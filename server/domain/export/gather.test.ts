// The data export's gatherers on a real database, with exact expected values where the route's
// test (routes/data-export.test.ts) only looks at a conversation and a photo: data.json's keys
// in their order; the other side of a like, block or conversation named by id and name only
// ('' without a profile); the credits' balance and orders named by public id; of a push
// subscription only its service's host; the settings' defaults; null for a deleted account.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  likes,
  memberDiscounts,
  messages,
  notificationSettings,
  orders,
  profiles,
  pushSubscriptions,
  users,
} from '../../db/schema'
import { buildTestApp } from '../../test/app'
import { insertMembers } from '../../test/fixtures'
import { gatherMemberData } from './gather'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 12, minute))
const iso = (minute: number) => at(minute).toISOString()

async function data(userId: number): Promise<Record<string, unknown>> {
  const gathered = await gatherMemberData(app.db, userId)
  if (gathered === null) throw new Error(`no data for ${userId}`)
  return gathered.data
}

async function startTalk(one: number, other: number, startedBy: number): Promise<number> {
  const [row] = await app.db
    .insert(conversations)
    .values({ memberLow: Math.min(one, other), memberHigh: Math.max(one, other), startedBy })
    .returning({ id: conversations.id })
  return row?.id ?? 0
}

async function say(conversationId: number, senderId: number, body: string, cost = 0) {
  const [row] = await app.db
    .insert(messages)
    .values({ conversationId, senderId, body, cost, clientId: randomUUID(), createdAt: at(10) })
    .returning({ id: messages.id })
  return row?.id ?? 0
}

/** A credits order of `memberId` (1210 cents, 21 % VAT), made at `minute`. */
async function order(memberId: number, minute: number, status: 'paid' | 'open') {
  const publicId = `K-${randomUUID().slice(0, 8)}`
  const [row] = await app.db
    .insert(orders)
    .values({
      publicId,
      memberId,
      siteId: 'klik',
      clientKey: randomUUID(),
      product: 'credits',
      productId: 'credits-100',
      credits: 100,
      currency: 'EUR',
      listCents: 1210,
      amountCents: 1210,
      vatCents: 210,
      vatRate: 2100,
      country: 'NL',
      status,
      provider: 'test',
      waivedWithdrawalAt: at(minute),
      createdAt: at(minute),
    })
    .returning({ id: orders.id })
  return { id: row?.id ?? 0, publicId }
}

describe('gatherMemberData', () => {
  it('answers data.json’s keys in their order, defaults and empty lists for a new member', async () => {
    const [id = 0] = await insertMembers(app.db, [{ name: 'New' }])
    const gathered = await data(id)
    expect(Object.keys(gathered)).toEqual([
      'account',
      'profile',
      'photos',
      'interests',
      'likes_given',
      'likes_received',
      'blocks',
      'discover_passes',
      'conversations',
      'visits_made',
      'visits_received',
      'orders',
      'credits',
      'discount_codes',
      'notifications',
      'notification_settings',
      'push_subscriptions',
      'sessions',
      'mails',
      'cases',
      'saved_search',
      'verifications',
      'consents',
    ])
    const settings = {
      push: { messages: true, likes: true, previews: false },
      mail: { messages: 'daily', likes: 'daily' },
    }
    expect(gathered).toMatchObject({
      likes_given: [],
      conversations: [],
      credits: { balance: 0, ledger: [] },
      notification_settings: settings,
      saved_search: null,
      consents: {
        push_notifications: { subscribed_browsers: [], ...settings.push },
        mail: settings.mail,
        withdrawal_waivers: [],
      },
    })
  })

  it('answers null for a deleted account and for none', async () => {
    const [id = 0] = await insertMembers(app.db, [{ name: 'Gone' }])
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id))
    expect(await gatherMemberData(app.db, id)).toBeNull()
    expect(await gatherMemberData(app.db, -1)).toBeNull()
  })

  it('names the other side of likes, blocks and conversations by id and name only', async () => {
    const [me = 0, ann = 0, bob = 0, nameless = 0] = await insertMembers(app.db, [
      { name: 'Me' },
      { name: 'Ann' },
      { name: 'Bob' },
      { name: 'Nameless' },
    ])
    await app.db.delete(profiles).where(eq(profiles.userId, nameless))
    await app.db.insert(likes).values([
      { likerId: me, likedId: ann, createdAt: at(3) },
      { likerId: me, likedId: nameless, createdAt: at(1) },
      { likerId: bob, likedId: me, createdAt: at(2), seenAt: at(5) },
    ])
    await app.db.insert(blocks).values([
      { blockerId: me, blockedId: bob, createdAt: at(7) },
      { blockerId: ann, blockedId: me, createdAt: at(6) },
    ])
    const withAnn = await startTalk(me, ann, me)
    const withNameless = await startTalk(nameless, me, nameless)
    const notMine = await startTalk(ann, bob, ann)
    await app.db
      .insert(conversationMembers)
      .values({ conversationId: withNameless, memberId: me, hiddenAt: at(9) })
    const mine = await say(withAnn, me, 'hello Ann', 5)
    await app.db.insert(creditLedger).values([
      { memberId: me, delta: 10, reason: 'welcome' },
      { memberId: me, delta: -5, reason: 'message', messageId: mine },
    ])
    const answer = await say(withAnn, ann, 'hello you')
    await say(notMine, ann, 'for Bob only')
    const theirs = await say(withNameless, nameless, 'hi')

    const gathered = await data(me)
    expect(gathered.likes_given).toEqual([
      { member: { id: nameless, name: '' }, at: iso(1) },
      { member: { id: ann, name: 'Ann' }, at: iso(3) },
    ])
    expect(gathered.likes_received).toEqual([
      { member: { id: bob, name: 'Bob' }, at: iso(2), seen_at: iso(5) },
    ])
    expect(gathered.blocks).toEqual([{ member: { id: bob, name: 'Bob' }, at: iso(7) }])
    expect(gathered.conversations).toMatchObject([
      {
        id: withAnn,
        with: { id: ann, name: 'Ann' },
        started_by_me: true,
        hidden_at: null,
        messages: [
          { id: mine, from: 'me', text: 'hello Ann', credits: 5, at: iso(10) },
          { id: answer, from: 'them', text: 'hello you', at: iso(10) },
        ],
      },
      {
        id: withNameless,
        with: { id: nameless, name: '' },
        started_by_me: false,
        hidden_at: iso(9),
        messages: [{ id: theirs, from: 'them', text: 'hi', at: iso(10) }],
      },
    ])
  })

  it('adds up the credits, names orders by public id and keeps only a push service’s host', async () => {
    const [me = 0] = await insertMembers(app.db, [{ name: 'Payer' }])
    const later = await order(me, 30, 'open')
    const paid = await order(me, 20, 'paid')
    await app.db
      .insert(creditLedger)
      .values({ memberId: me, delta: 100, reason: 'purchase', orderId: paid.id, createdAt: at(21) })
    await app.db.insert(memberDiscounts).values({
      memberId: me,
      code: 'SAVE10',
      source: 'campaign',
      kind: 'percent',
      value: 10,
      appliesTo: 'all',
      createdAt: at(19),
      usedOrderId: paid.id,
    })
    await app.db
      .insert(notificationSettings)
      .values({ memberId: me, pushMessages: false, previews: true, mailLikes: 'never' })
    await app.db.insert(pushSubscriptions).values([
      { userId: me, endpoint: `https://push.example.com/${randomUUID()}`, p256dh: 'k', auth: 'a' },
      { userId: me, endpoint: `no address ${randomUUID()}`, p256dh: 'k', auth: 'a' },
    ])

    const gathered = await data(me)
    expect((gathered.orders as Array<{ id: string }>).map((row) => row.id)).toEqual([
      paid.publicId,
      later.publicId,
    ])
    expect(gathered.credits).toEqual({
      balance: 100,
      ledger: [
        { delta: 100, reason: 'purchase', message: null, order: paid.publicId, at: iso(21) },
      ],
    })
    expect(gathered.discount_codes).toMatchObject([
      { code: 'SAVE10', claimed_at: iso(19), expires_at: null, used_for_order: paid.publicId },
    ])
    const push = [
      { service_host: 'push.example.com', created_at: expect.any(String) as unknown },
      { service_host: '', created_at: expect.any(String) as unknown },
    ]
    expect(gathered.push_subscriptions).toEqual(push)
    const settings = {
      push: { messages: false, likes: true, previews: true },
      mail: { messages: 'daily', likes: 'never' },
    }
    expect(gathered.notification_settings).toEqual(settings)
    expect(gathered.consents).toMatchObject({
      push_notifications: { subscribed_browsers: push, ...settings.push },
      mail: settings.mail,
      withdrawal_waivers: [
        { order: paid.publicId, at: iso(20) },
        { order: later.publicId, at: iso(30) },
      ],
    })
  })
})
