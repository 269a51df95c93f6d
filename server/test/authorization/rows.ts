// The authorization test's snapshot of a member: every row only they own, read straight from
// the database, so a call of A's that touches any of B's rows shows up as a difference.
import { asc, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  discoverPasses,
  images,
  likes,
  memberDiscounts,
  memberInterests,
  messages,
  notices,
  notificationSettings,
  oneTimeTokens,
  orders,
  profiles,
  pushSubscriptions,
  savedSearches,
  sessions,
  spendingLimits,
  users,
  verifications,
  visits,
} from '../../db/schema'

/** Everything stored of member `id`: the rows only they own. */
export async function rowsOf(db: Db, id: number) {
  return {
    user: await db.select().from(users).where(eq(users.id, id)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, id)),
    images: await db.select().from(images).where(eq(images.userId, id)).orderBy(asc(images.id)),
    likes: await db.select().from(likes).where(eq(likes.likerId, id)).orderBy(asc(likes.likedId)),
    blocks: await db
      .select()
      .from(blocks)
      .where(eq(blocks.blockerId, id))
      .orderBy(asc(blocks.blockedId)),
    push: await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id))
      .orderBy(asc(pushSubscriptions.id)),
    savedSearch: await db.select().from(savedSearches).where(eq(savedSearches.userId, id)),
    interests: await db
      .select()
      .from(memberInterests)
      .where(eq(memberInterests.userId, id))
      .orderBy(asc(memberInterests.interestId)),
    sessions: await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(asc(sessions.id)),
    spendingLimit: await db.select().from(spendingLimits).where(eq(spendingLimits.memberId, id)),
    ledger: await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.memberId, id))
      .orderBy(asc(creditLedger.id)),
    conversations: await db
      .select()
      .from(conversations)
      .where(or(eq(conversations.memberLow, id), eq(conversations.memberHigh, id)))
      .orderBy(asc(conversations.id)),
    chatViews: await db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.memberId, id))
      .orderBy(asc(conversationMembers.conversationId)),
    messages: await db
      .select()
      .from(messages)
      .where(eq(messages.senderId, id))
      .orderBy(asc(messages.id)),
    visitsMade: await db
      .select()
      .from(visits)
      .where(eq(visits.visitorId, id))
      .orderBy(asc(visits.id)),
    discoverPasses: await db
      .select()
      .from(discoverPasses)
      .where(eq(discoverPasses.memberId, id))
      .orderBy(asc(discoverPasses.passedId)),
    verifications: await db
      .select()
      .from(verifications)
      .where(eq(verifications.userId, id))
      .orderBy(asc(verifications.id)),
    notices: await db
      .select()
      .from(notices)
      .where(eq(notices.memberId, id))
      .orderBy(asc(notices.id)),
    orders: await db.select().from(orders).where(eq(orders.memberId, id)).orderBy(asc(orders.id)),
    discounts: await db
      .select()
      .from(memberDiscounts)
      .where(eq(memberDiscounts.memberId, id))
      .orderBy(asc(memberDiscounts.id)),
    notificationSettings: await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.memberId, id)),
    tokens: await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, id))
      .orderBy(asc(oneTimeTokens.id)),
  }
}
export type Rows = Awaited<ReturnType<typeof rowsOf>>
