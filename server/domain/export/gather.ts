// What Klik holds on one member, as the data export's data.json (GDPR art. 15 and 20): the
// account, profile, photos, interests, likes given and received, blocks made, conversations
// with their own messages and those sent to them, orders, credits and discount codes,
// notifications, notification and mail settings, push subscriptions (the service's host only),
// sessions, mails sent to them, cases they sent, their saved search, and the consents.
//
// Nothing secret (password hash, token hashes, push keys) and nothing of another member beyond
// what that member sent to this one: of the other side of a like, block or conversation only
// their public id and display name, and their messages in conversations with this member.
// Everything is read in one short read-only transaction (one snapshot, no file I/O inside it).
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  blocks,
  cases,
  conversationMembers,
  conversations,
  creditLedger,
  images,
  interests,
  likes,
  mails,
  memberDiscounts,
  memberInterests,
  messages,
  notices,
  notificationSettings,
  orders,
  profiles,
  pushSubscriptions,
  savedSearches,
  sessions,
  users,
} from '../../db/schema'

/** A photo of the member: its row and the media path of the file that goes into photos/. */
export interface ExportPhoto {
  id: number
  /** Its key in the media store (images.filename). */
  mediaPath: string
}

export interface GatheredData {
  /** The data.json object (photo entries get their file's name in the ZIP by the builder). */
  data: Record<string, unknown>
  photos: ExportPhoto[]
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString())

/** The host of a push service's endpoint: the rest of the address identifies the browser. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return ''
  }
}

/** Everything held on member `userId`, or null when there is no such (undeleted) account. */
export async function gatherMemberData(db: Db, userId: number): Promise<GatheredData | null> {
  return db.transaction(
    async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId))
      if (account === undefined || account.deletedAt !== null) return null
      const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId))

      /** Public id and display name of the other members named anywhere below. */
      const names = new Map<number, string>()
      const other = (id: number) => ({ id, name: names.get(id) ?? '' })

      const photoRows = await tx
        .select()
        .from(images)
        .where(eq(images.userId, userId))
        .orderBy(asc(images.position), asc(images.id))
      const chosen = await tx
        .select({ slug: interests.slug, labels: interests.labels })
        .from(memberInterests)
        .innerJoin(interests, eq(interests.id, memberInterests.interestId))
        .where(eq(memberInterests.userId, userId))
        .orderBy(asc(interests.position))
      const given = await tx
        .select()
        .from(likes)
        .where(eq(likes.likerId, userId))
        .orderBy(asc(likes.createdAt))
      const received = await tx
        .select()
        .from(likes)
        .where(eq(likes.likedId, userId))
        .orderBy(asc(likes.createdAt))
      const blocked = await tx
        .select()
        .from(blocks)
        .where(eq(blocks.blockerId, userId))
        .orderBy(asc(blocks.createdAt))
      const talks = await tx
        .select({
          id: conversations.id,
          memberLow: conversations.memberLow,
          memberHigh: conversations.memberHigh,
          startedBy: conversations.startedBy,
          createdAt: conversations.createdAt,
          hiddenAt: conversationMembers.hiddenAt,
        })
        .from(conversations)
        .leftJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, conversations.id),
            eq(conversationMembers.memberId, userId),
          ),
        )
        .where(or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId)))
        .orderBy(asc(conversations.id))
      const talkIds = talks.map((talk) => talk.id)
      const said =
        talkIds.length === 0
          ? []
          : await tx
              .select()
              .from(messages)
              .where(inArray(messages.conversationId, talkIds))
              .orderBy(asc(messages.id))

      const otherIds = new Set<number>([
        ...given.map((like) => like.likedId),
        ...received.map((like) => like.likerId),
        ...blocked.map((block) => block.blockedId),
        ...talks.map((talk) => (talk.memberLow === userId ? talk.memberHigh : talk.memberLow)),
      ])
      if (otherIds.size > 0) {
        const rows = await tx
          .select({ id: profiles.userId, name: profiles.name })
          .from(profiles)
          .where(inArray(profiles.userId, [...otherIds]))
        for (const row of rows) names.set(row.id, row.name)
      }

      const orderRows = await tx
        .select()
        .from(orders)
        .where(eq(orders.memberId, userId))
        .orderBy(asc(orders.createdAt))
      const publicIds = new Map(orderRows.map((row) => [row.id, row.publicId]))
      const ledger = await tx
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.memberId, userId))
        .orderBy(asc(creditLedger.id))
      const discounts = await tx
        .select()
        .from(memberDiscounts)
        .where(eq(memberDiscounts.memberId, userId))
        .orderBy(asc(memberDiscounts.id))
      const noticeRows = await tx
        .select()
        .from(notices)
        .where(eq(notices.memberId, userId))
        .orderBy(asc(notices.createdAt))
      const [settings] = await tx
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, userId))
      const pushRows = await tx
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id))
      const sessionRows = await tx
        .select({
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.id))
      const mailRows = await tx
        .select({
          kind: mails.kind,
          to: mails.to,
          subject: mails.subject,
          delivered: mails.delivered,
          createdAt: mails.createdAt,
        })
        .from(mails)
        .where(eq(mails.userId, userId))
        .orderBy(asc(mails.id))
      const caseRows = await tx
        .select({
          reference: cases.reference,
          kind: cases.kind,
          reason: cases.reason,
          body: cases.body,
          targetUserId: cases.targetUserId,
          targetUrl: cases.targetUrl,
          status: cases.status,
          createdAt: cases.createdAt,
          closedAt: cases.closedAt,
        })
        .from(cases)
        .where(eq(cases.reporterId, userId))
        .orderBy(asc(cases.createdAt))
      const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId))

      const mailSettings = {
        messages: settings?.mailMessages ?? 'daily',
        likes: settings?.mailLikes ?? 'daily',
      }
      const pushSettings = {
        messages: settings?.pushMessages ?? true,
        likes: settings?.pushLikes ?? true,
        previews: settings?.previews ?? false,
      }
      const push = pushRows.map((row) => ({
        service_host: hostOf(row.endpoint),
        created_at: iso(row.createdAt),
      }))

      const data = {
        account: {
          id: account.id,
          email: account.email,
          site: account.siteId,
          language: account.language,
          timezone: account.timezone,
          created_at: iso(account.createdAt),
          activated_at: iso(account.activatedAt),
          premium_until: iso(account.premiumUntil),
          signup_country: account.signupCountry,
          trafficsource: account.trafficsource,
          referrer: account.referrer,
          form_path: account.formPath,
          signed_up_from_profile: account.fromProfileId,
          retention_discount_accepted_at: iso(account.retentionDiscountAcceptedAt),
          notifications_seen_at: iso(account.notificationsSeenAt),
          last_daily_digest_at: iso(account.dailyDigestAt),
          fictional: account.fictional,
          role: account.role,
          banned_at: iso(account.bannedAt),
          ban_ground: account.banGround,
          ban_reason: account.banReason,
        },
        profile:
          profile === undefined
            ? null
            : {
                name: profile.name,
                gender: profile.gender,
                date_of_birth: profile.dateOfBirth,
                country: profile.country,
                countryregion: profile.countryregion,
                city: profile.city,
                personal: profile.personal,
                length: profile.length,
                relationship: profile.relationship,
                looking_for: profile.lookingFor,
                smoking: profile.smoking,
                drinking: profile.drinking,
                children: profile.children,
                body_type: profile.bodyType,
                eye_color: profile.eyeColor,
                hair_color: profile.hairColor,
                education: profile.education,
                main_photo: profile.mainImageId,
                last_active_at: iso(profile.lastActiveAt),
                searchable: profile.searchable,
              },
        photos: photoRows.map((row) => ({
          id: row.id,
          position: row.position,
          uploaded_at: iso(row.createdAt),
          hidden_by_operator_at: iso(row.hiddenAt),
        })),
        interests: chosen.map((row) => ({
          slug: row.slug,
          label: row.labels[account.language],
        })),
        likes_given: given.map((row) => ({
          member: other(row.likedId),
          at: iso(row.createdAt),
        })),
        likes_received: received.map((row) => ({
          member: other(row.likerId),
          at: iso(row.createdAt),
          seen_at: iso(row.seenAt),
        })),
        blocks: blocked.map((row) => ({ member: other(row.blockedId), at: iso(row.createdAt) })),
        conversations: talks.map((talk) => ({
          id: talk.id,
          with: other(talk.memberLow === userId ? talk.memberHigh : talk.memberLow),
          started_by_me: talk.startedBy === userId,
          created_at: iso(talk.createdAt),
          hidden_at: iso(talk.hiddenAt ?? null),
          messages: said
            .filter((message) => message.conversationId === talk.id)
            .map((message) =>
              message.senderId === userId
                ? {
                    id: message.id,
                    from: 'me' as const,
                    text: message.body,
                    credits: message.cost,
                    at: iso(message.createdAt),
                  }
                : {
                    id: message.id,
                    from: 'them' as const,
                    text: message.body,
                    at: iso(message.createdAt),
                  },
            ),
        })),
        orders: orderRows.map((row) => ({
          id: row.publicId,
          site: row.siteId,
          product: row.product,
          product_id: row.productId,
          credits: row.credits,
          bonus_credits: row.bonusCredits,
          months: row.months,
          currency: row.currency,
          list_cents: row.listCents,
          amount_cents: row.amountCents,
          vat_cents: row.vatCents,
          vat_rate_basis_points: row.vatRate,
          country: row.country,
          discount_code: row.discountCode,
          method: row.method,
          provider: row.provider,
          status: row.status,
          refunded_cents: row.refundedCents,
          charged_back_cents: row.chargedBackCents,
          waived_withdrawal_at: iso(row.waivedWithdrawalAt),
          created_at: iso(row.createdAt),
          paid_at: iso(row.paidAt),
          premium_from: iso(row.premiumFrom),
          premium_until: iso(row.premiumUntil),
          withdrawn_at: iso(row.withdrawnAt),
          withdrawal_refund_cents: row.withdrawalRefundCents,
        })),
        credits: {
          balance: ledger.reduce((sum, row) => sum + row.delta, 0),
          ledger: ledger.map((row) => ({
            delta: row.delta,
            reason: row.reason,
            message: row.messageId,
            order: row.orderId === null ? null : (publicIds.get(row.orderId) ?? null),
            at: iso(row.createdAt),
          })),
        },
        discount_codes: discounts.map((row) => ({
          code: row.code,
          source: row.source,
          kind: row.kind,
          value: row.value,
          applies_to: row.appliesTo,
          expires_at: iso(row.expiresAt),
          claimed_at: iso(row.createdAt),
          used_for_order:
            row.usedOrderId === null ? null : (publicIds.get(row.usedOrderId) ?? null),
        })),
        notifications: noticeRows.map((row) => ({
          kind: row.kind,
          data: row.data,
          at: iso(row.createdAt),
        })),
        notification_settings: { push: pushSettings, mail: mailSettings },
        push_subscriptions: push,
        sessions: sessionRows.map((row) => ({
          device: row.userAgent,
          ip: row.ip,
          created_at: iso(row.createdAt),
          last_used_at: iso(row.lastUsedAt),
          expires_at: iso(row.expiresAt),
        })),
        mails: mailRows.map((row) => ({
          kind: row.kind,
          to: row.to,
          subject: row.subject,
          delivered: row.delivered,
          at: iso(row.createdAt),
        })),
        cases: caseRows.map((row) => ({
          reference: row.reference,
          kind: row.kind,
          reason: row.reason,
          text: row.body,
          about_member: row.targetUserId,
          about_address: row.targetUrl,
          status: row.status,
          sent_at: iso(row.createdAt),
          closed_at: iso(row.closedAt),
        })),
        saved_search:
          search === undefined
            ? null
            : {
                gender: search.gender,
                min_age: search.minAge,
                max_age: search.maxAge,
                country: search.country,
                countryregion: search.countryregion,
                updated_at: iso(search.updatedAt),
              },
        consents: {
          terms_and_privacy_accepted_at: iso(account.createdAt),
          push_notifications: {
            subscribed_browsers: push,
            ...pushSettings,
          },
          mail: mailSettings,
          withdrawal_waivers: orderRows.map((row) => ({
            order: row.publicId,
            at: iso(row.waivedWithdrawalAt),
          })),
        },
      }
      return {
        data,
        photos: photoRows.map((row) => ({ id: row.id, mediaPath: row.filename })),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
