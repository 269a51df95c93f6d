// The monthly spending limit through the API (issue 28 §5), on PGlite and PostgreSQL: a limit
// refuses the order that would pass it, counted with the order in one transaction (open
// checkouts included, so orders side by side cannot pass it together); lowering takes effect
// at once, raising and removing after 72 hours with one confirmation mail; the site's default
// for new members; the summary per month of money, credits and messages.
import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import { signupBodySchema } from '../../src/contract/signup'
import type { SpendingResponse } from '../../src/contract/spending'
import type { App } from '../app'
import { jobs, mails, spendingLimits } from '../db/schema'
import { createAccount } from '../domain/accounts/signup'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { spendingLimitMailHandler } from '../domain/credits/spending-limit-mail'
import { mailTo, signUp, signupBody, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { checkout, order, orderBody } from '../test/payments'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

/** credits-250 in the Netherlands: €29.95. */
const PACKAGE_CENTS = 2995
const HOUR_MS = 3_600_000

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

async function spending(member: Member): Promise<SpendingResponse> {
  const response = await member.client.get('/api/spending.php')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SpendingResponse>()
}

async function setLimit(member: Member, cents: number | null, currency = 'EUR') {
  const response = await member.client.post('/api/spending.php', {
    limit: cents === null ? null : { cents, currency },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SpendingResponse>()
}

/** As if the 72 hours of the member's waiting raise had passed. */
async function letRaiseComeDue(member: Member) {
  await app.db
    .update(spendingLimits)
    .set({ pendingFrom: new Date(Date.now() - 1000) })
    .where(eq(spendingLimits.memberId, member.user.id))
}

async function mailJobsOf(member: Member) {
  return app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.spending_limit'), like(jobs.key, `limit:${member.user.id}:%`)))
}

async function runMailJobs(member: Member) {
  const handler = spendingLimitMailHandler({
    db: app.db,
    mail: app.mail,
    sites: app.sites,
    publicUrl: app.config.PUBLIC_URL,
  })
  for (const job of await mailJobsOf(member)) {
    await handler({ ...job, id: Number(job.id), attempts: 1 })
  }
  await app.mail.idle()
}

async function limitMails(member: Member) {
  return app.db
    .select()
    .from(mails)
    .where(and(eq(mails.userId, member.user.id), eq(mails.kind, 'spending_limit')))
}

const nextMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

describe('the monthly spending limit', () => {
  it('is none by default, and a limit refuses the order that would pass it', async () => {
    const member = await signUp(app)
    expect(await spending(member)).toEqual({
      limit: null,
      pending: null,
      spent: { cents: 0, currency: 'EUR' },
      resets: nextMonth().toISOString(),
      months: [],
    })
    // From none to €50 is a lowering: at once.
    const set = await setLimit(member, 5000)
    expect(set).toMatchObject({ limit: { cents: 5000, currency: 'EUR' }, pending: null })

    const first = await order(member)
    // The open checkout counts: a second one side by side would pass the limit.
    expect((await spending(member)).spent).toEqual({ cents: PACKAGE_CENTS, currency: 'EUR' })
    const refused = await member.client.post('/api/orders.php', orderBody())
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toMatchObject({
      code: 'spending.limit_reached',
      details: {
        limit_cents: 5000,
        spent_cents: PACKAGE_CENTS,
        resets: nextMonth().getTime() / 1000,
      },
    })
    // A smaller package still fits: credits-100 is €14.95.
    const small = await member.client.post(
      '/api/orders.php',
      orderBody({ product: { kind: 'credits', package: 'credits-100' } }),
    )
    expect(small.statusCode, small.body).toBe(201)

    // A failed checkout no longer counts.
    await checkout(member.client, first, 'failed')
    expect(await spending(member)).toMatchObject({ spent: { cents: 1495 } })
    await order(member)
  })

  it('lets exactly one of five orders at once through when the limit holds one', async () => {
    const member = await signUp(app)
    await setLimit(member, PACKAGE_CENTS)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => member.client.post('/api/orders.php', orderBody())),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    expect((await spending(member)).spent.cents).toBe(PACKAGE_CENTS)
  })

  it('answers the same order to a retry of an order that used up the limit', async () => {
    const member = await signUp(app)
    await setLimit(member, PACKAGE_CENTS)
    const body = orderBody()
    const made = await member.client.post('/api/orders.php', body)
    const again = await member.client.post('/api/orders.php', body)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json<{ id: string }>().id).toBe(made.json<{ id: string }>().id)
  })

  it('raises only after 72 hours, with one mail, and a lower limit drops the raise', async () => {
    const member = await signUp(app, { language: 'nl' })
    await setLimit(member, 3000)
    const before = Date.now()
    const raised = await setLimit(member, 10_000)
    expect(raised.limit).toEqual({ cents: 3000, currency: 'EUR' })
    expect(raised.pending?.limit).toEqual({ cents: 10_000, currency: 'EUR' })
    const from = Date.parse(raised.pending?.from ?? '')
    expect(from).toBeGreaterThanOrEqual(before + 72 * HOUR_MS)
    expect(from).toBeLessThan(Date.now() + 72 * HOUR_MS + 1000)

    // Asked again (a retry): the wait does not start over, no second mail.
    const retried = await setLimit(member, 10_000)
    expect(retried.pending).toEqual(raised.pending)
    expect(await mailJobsOf(member)).toHaveLength(1)

    // Still the old limit: €29.95 + €29.95 would pass €30.
    await order(member)
    const refused = await member.client.post(
      '/api/orders.php',
      orderBody({ product: { kind: 'credits', package: 'credits-100' } }),
    )
    expect(errorOf(refused).code).toBe('spending.limit_reached')

    await runMailJobs(member)
    await runMailJobs(member)
    expect(await limitMails(member)).toHaveLength(1)
    const mail = await mailTo(app, member.email, 'spending_limit')
    expect(mail.subject).toBe('Je maandelijkse bestedingslimiet bij Klik verandert')
    expect(mail.text).toMatch(/van €\s30,00 naar €\s100,00/)
    expect(mail.links[0]).toMatch(/\/credits$/)

    await letRaiseComeDue(member)
    expect(await spending(member)).toMatchObject({
      limit: { cents: 10_000, currency: 'EUR' },
      pending: null,
    })
    await order(member, { product: { kind: 'credits', package: 'credits-100' } })

    // Another raise, then a lower limit: at once, and the raise is gone with its mail.
    await setLimit(member, 20_000)
    const lowered = await setLimit(member, 8000)
    expect(lowered).toMatchObject({ limit: { cents: 8000 }, pending: null })
    await runMailJobs(member)
    expect(await limitMails(member)).toHaveLength(1)
  })

  it('removes the limit after 72 hours too', async () => {
    const member = await signUp(app)
    await setLimit(member, 1000)
    const removing = await setLimit(member, null)
    expect(removing).toMatchObject({ limit: { cents: 1000 }, pending: { limit: null } })
    expect(errorOf(await member.client.post('/api/orders.php', orderBody())).code).toBe(
      'spending.limit_reached',
    )
    await runMailJobs(member)
    expect((await mailTo(app, member.email, 'spending_limit')).text).toContain('remove')
    await letRaiseComeDue(member)
    expect(await spending(member)).toMatchObject({ limit: null, pending: null })
    await order(member)
  })

  it('refuses an order in another currency than the limit', async () => {
    const member = await signUp(app)
    await setLimit(member, 5000)
    const polish = await member.client.post('/api/orders.php', orderBody({ country: 'PL' }))
    expect(polish.statusCode).toBe(409)
    expect(errorOf(polish).code).toBe('spending.other_currency')
    // A limit in złoty is a change of currency: it waits as a raise.
    const changed = await setLimit(member, 20_000, 'PLN')
    expect(changed).toMatchObject({
      limit: { cents: 5000, currency: 'EUR' },
      pending: { limit: { cents: 20_000, currency: 'PLN' } },
    })
  })

  it('refuses bad limits with 400 and a visitor with 403', async () => {
    const member = await signUp(app)
    for (const limit of [
      { cents: -1, currency: 'EUR' },
      { cents: 1.5, currency: 'EUR' },
      { cents: 100_000_000, currency: 'EUR' },
      { cents: 1000, currency: 'eur' },
      { cents: 1000, currency: 'USD' },
    ]) {
      const response = await member.client.post('/api/spending.php', { limit })
      expect(response.statusCode, JSON.stringify(limit)).toBe(400)
      expect(errorOf(response).code).toMatch(/^(validation_failed|bad_request)$/)
    }
    expect((await spending(member)).limit).toBeNull()
    const visitor = new TestClient(app)
    expect((await visitor.get('/api/spending.php')).statusCode).toBe(403)
    expect((await visitor.post('/api/spending.php', { limit: null })).statusCode).toBe(403)
  })

  it("gives a new member the site's default limit in their currency", async () => {
    const klik = app.sites.forHost('')
    const site = { ...klik, shop: { ...klik.shop, default_spending_limit: { EUR: 15_000 } } }
    const body = signupBodySchema.parse(await signupBody(new TestClient(app), { country: 'NL' }))
    const created = await createAccount(app.db, body, site)
    const [row] = await app.db
      .select()
      .from(spendingLimits)
      .where(eq(spendingLimits.memberId, created.userId))
    expect(row).toMatchObject({ currency: 'EUR', limitCents: 15_000, pendingFrom: null })
    // A currency the default leaves out: no limit.
    const polish = signupBodySchema.parse(await signupBody(new TestClient(app), { country: 'PL' }))
    const other = await createAccount(app.db, polish, site)
    const rows = await app.db
      .select()
      .from(spendingLimits)
      .where(eq(spendingLimits.memberId, other.userId))
    expect(rows).toEqual([])
  })

  it('sums each month: money paid less refunds, credits bought and used, messages sent', async () => {
    const [member, partner] = [await signUp(app), await signUp(app)]
    const paid = await order(member)
    await checkout(member.client, paid, 'paid')
    await checkout(member.client, await order(member), 'canceled')
    await setCreditBalance(app.db, member.user.id, 250, 'test_grant')
    const chat = (await member.client.get(`/api/chat.php?profile=${partner.user.id}`)).json<{
      id: number
    }>().id
    for (const text of ['Hoi', 'Hoe gaat het?']) {
      const sent = await member.client.post('/api/messages.php', {
        conversation: chat,
        client_id: randomUUID(),
        text,
      })
      expect(sent.statusCode, sent.body).toBe(200)
    }
    const { months } = await spending(member)
    const now = new Date()
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    expect(months).toEqual([
      {
        month,
        spent: [{ cents: PACKAGE_CENTS, currency: 'EUR' }],
        credits_bought: 250,
        credits_used: 20,
        messages_sent: 2,
      },
    ])
  })
})
