// Discount codes (spec §3, §7, §8; issue 12). A code gives a percentage off the price or a
// percentage more credits. Where a code comes from:
//   welcome     the site's welcome discount: the first purchase within N days of signing up;
//   time_bonus  a code of the site's time bonuses from a link: a member's countdown starts the
//               first time they load it (a row of member_discounts) and runs `hours`;
//   retention   the code offered for not deleting the account (delete_discount).
// A code pays off once: a member discount is marked used by the order that paid with it, in
// the same transaction; the welcome discount ends with the first paid order.
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DiscountCode } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { memberDiscounts, orders, users } from '../../db/schema'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import { bonusCredits, percentOff } from '../../../src/contract/prices'

export type DiscountSource = DiscountCode['source']

type Executor = Pick<Db, 'select'>

export interface Discount {
  code: string
  kind: DiscountCode['kind']
  value: number
  appliesTo: DiscountCode['applies_to']
  source: DiscountSource
  expiresAt: Date | null
  /** The member_discounts row to mark used (none for the welcome discount). */
  memberDiscountId: number | null
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export function discountView(discount: Discount): DiscountCode {
  return {
    code: discount.code,
    kind: discount.kind,
    value: discount.value,
    applies_to: discount.appliesTo,
    source: discount.source,
    expires: discount.expiresAt?.toISOString() ?? null,
  }
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Orders that count as "bought": the welcome discount is for before the first. */
const BOUGHT = ['paid', 'refunded', 'charged_back'] as const

/** The member's welcome discount, or why they do not have it (404, 410 or 409). */
export async function welcomeDiscount(
  db: Executor,
  site: Site,
  memberId: number,
  now = new Date(),
): Promise<Discount> {
  const welcome = site.shop.welcome_discount
  if (welcome === null)
    throw httpError(404, 'discount.unknown', 'This site has no welcome discount')
  const [member] = await db
    .select({
      createdAt: users.createdAt,
      bought: sql<boolean>`exists (select 1 from ${orders} where ${and(eq(orders.memberId, users.id), inArray(orders.status, [...BOUGHT]))})`,
    })
    .from(users)
    .where(eq(users.id, memberId))
  if (member === undefined) throw httpError(404, 'discount.unknown', 'No such member')
  const expiresAt = new Date(member.createdAt.getTime() + welcome.days * DAY_MS)
  if (expiresAt <= now) throw httpError(410, 'discount.expired', 'The welcome discount ran out')
  if (member.bought)
    throw httpError(409, 'discount.used', 'The welcome discount is for the first purchase')
  return {
    code: welcome.code,
    kind: welcome.kind,
    value: welcome.value,
    appliesTo: welcome.applies_to,
    source: 'welcome',
    expiresAt,
    memberDiscountId: null,
  }
}

/**
 * The discount `code` gives: for a member, their welcome code, their own codes, or a time bonus
 * (claimed now, so its countdown starts); for a visitor, a time bonus as it would start now.
 */
export async function findDiscount(
  db: Db,
  site: Site,
  memberId: number | null,
  rawCode: string,
  now = new Date(),
): Promise<Discount> {
  const code = normalizeCode(rawCode)
  if (site.shop.welcome_discount?.code === code) {
    if (memberId === null) {
      throw httpError(403, 'discount.login_required', 'Log in to use the welcome discount')
    }
    return welcomeDiscount(db, site, memberId, now)
  }
  const bonus = site.shop.time_bonuses.find((candidate) => candidate.code === code)
  if (bonus !== undefined && bonus.ends !== null && new Date(bonus.ends) <= now) {
    throw httpError(410, 'discount.expired', 'This code ran out')
  }
  if (memberId === null) {
    if (bonus === undefined) throw httpError(404, 'discount.unknown', 'No such code')
    return {
      code,
      kind: bonus.kind,
      value: bonus.value,
      appliesTo: bonus.applies_to,
      source: 'time_bonus',
      expiresAt: bonusEnd(bonus, now),
      memberDiscountId: null,
    }
  }
  if (bonus !== undefined) {
    // The first load starts the member's countdown; later loads find the same row.
    await db
      .insert(memberDiscounts)
      .values({
        memberId,
        code,
        source: 'time_bonus',
        kind: bonus.kind,
        value: bonus.value,
        appliesTo: bonus.applies_to,
        expiresAt: bonusEnd(bonus, now),
      })
      .onConflictDoNothing()
  }
  const [row] = await db
    .select()
    .from(memberDiscounts)
    .where(and(eq(memberDiscounts.memberId, memberId), eq(memberDiscounts.code, code)))
  if (row === undefined) throw httpError(404, 'discount.unknown', 'No such code')
  if (row.usedOrderId !== null) throw httpError(409, 'discount.used', 'This code was used')
  if (row.expiresAt !== null && row.expiresAt <= now) {
    throw httpError(410, 'discount.expired', 'This code ran out')
  }
  return fromRow(row)
}

/**
 * GET /api/discountcode.php's answer: the discount of a code from a link, or the member's
 * welcome discount (a visitor has none: 403).
 */
export async function askedDiscount(
  db: Db,
  site: Site,
  memberId: number | null,
  asked: { code?: string | undefined; welcome?: string | undefined },
): Promise<DiscountCode> {
  if (asked.code !== undefined) {
    return discountView(await findDiscount(db, site, memberId, asked.code))
  }
  if (asked.welcome === undefined) {
    throw httpError(400, 'bad_request', 'Give a code (?code=…) or ask for the welcome discount')
  }
  if (memberId === null) {
    throw httpError(403, 'discount.login_required', 'Log in to see your welcome discount')
  }
  return discountView(await welcomeDiscount(db, site, memberId))
}

function fromRow(row: typeof memberDiscounts.$inferSelect): Discount {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    appliesTo: row.appliesTo,
    source: row.source,
    expiresAt: row.expiresAt,
    memberDiscountId: row.id,
  }
}

function bonusEnd(bonus: Site['shop']['time_bonuses'][number], now: Date): Date {
  const end = new Date(now.getTime() + bonus.hours * HOUR_MS)
  return bonus.ends !== null && new Date(bonus.ends) < end ? new Date(bonus.ends) : end
}

/** What a discount does to a product: the price to pay and the bonus credits. */
export function applyDiscount(
  discount: Discount | null,
  product: 'credits' | 'premium',
  listCents: number,
  credits: number,
): { amountCents: number; bonusCredits: number } {
  if (discount === null) return { amountCents: listCents, bonusCredits: 0 }
  if (discount.appliesTo !== 'all' && discount.appliesTo !== product) {
    throw httpError(409, 'discount.not_applicable', `This code is not for ${product}`)
  }
  if (discount.kind === 'percent') {
    return { amountCents: percentOff(listCents, discount.value), bonusCredits: 0 }
  }
  if (product !== 'credits') {
    throw httpError(409, 'discount.not_applicable', 'Bonus credits come with credits only')
  }
  return { amountCents: listCents, bonusCredits: bonusCredits(credits, discount.value) }
}

/**
 * The code offered for not deleting the account: a percentage off anything, for the site's
 * retention_days. Made once; asking again answers the same code.
 */
export async function retentionDiscount(
  db: Db,
  site: Site,
  memberId: number,
  now = new Date(),
): Promise<Discount> {
  const [existing] = await db
    .select()
    .from(memberDiscounts)
    .where(and(eq(memberDiscounts.memberId, memberId), eq(memberDiscounts.source, 'retention')))
  const row =
    existing ??
    (
      await db
        .insert(memberDiscounts)
        .values({
          memberId,
          // Unguessable: a retention code is personal, but is typed or carried in a link.
          code: `STAY-${randomBytes(5).toString('hex').toUpperCase()}`,
          source: 'retention',
          kind: 'percent',
          value: site.delete_discount,
          appliesTo: 'all',
          expiresAt: new Date(now.getTime() + site.shop.retention_days * DAY_MS),
        })
        .returning()
    )[0]
  if (row === undefined) throw new Error('no retention discount row')
  return fromRow(row)
}
