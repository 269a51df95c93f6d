// What Klik holds on one member, as the data export's data.json (GDPR art. 15 and 20): the
// account, profile, photos, interests, likes given and received, blocks made, discover passes,
// conversations with their own messages and those sent to them, orders, credits and discount
// codes, notifications, notification and mail settings, push subscriptions (the service's host
// only), sessions, mails sent to them, cases they sent, their saved search, and the consents. Each
// kind has its gatherer in kinds/; this module composes them, in data.json's order.
//
// Nothing secret (password hash, token hashes, push keys) and nothing of another member beyond
// what that member sent to this one: of the other side of a like, block or conversation only
// their public id and display name (kinds/other-members.ts), and their messages in
// conversations with this member. Everything is read in one short read-only transaction (one
// snapshot, no file I/O inside it), which every gatherer is given.
import type { Db } from '../../db/database'
import { accountData, gatherProfile, readAccount } from './kinds/account'
import { gatherBlocks } from './kinds/blocks'
import { gatherCases } from './kinds/cases'
import { consentsData } from './kinds/consents'
import { gatherConversations, type ExportChatPhoto } from './kinds/conversations'
import { gatherDiscoverPasses } from './kinds/discover-passes'
import { gatherInterests } from './kinds/interests'
import { gatherLikesGiven, gatherLikesReceived } from './kinds/likes'
import { gatherMails } from './kinds/mails'
import {
  gatherNotices,
  gatherNotificationSettings,
  gatherPushSubscriptions,
} from './kinds/notifications'
import { readOtherMembers } from './kinds/other-members'
import { gatherPayments } from './kinds/payments'
import { gatherPhotos, type ExportPhoto } from './kinds/photos'
import { gatherSavedSearch } from './kinds/saved-search'
import { gatherSessions } from './kinds/sessions'
import { gatherVerifications } from './kinds/verifications'
import { gatherVisitsMade, gatherVisitsReceived } from './kinds/visits'

export type { ExportPhoto } from './kinds/photos'

export interface GatheredData {
  /** The data.json object (photo entries get their file's name in the ZIP by the builder). */
  data: Record<string, unknown>
  photos: ExportPhoto[]
  /** The photos the member sent in chats (kinds/conversations.ts). */
  chatPhotos: ExportChatPhoto[]
}

/** Everything held on member `userId`, or null when there is no such (undeleted) account. */
export async function gatherMemberData(db: Db, userId: number): Promise<GatheredData | null> {
  return db.transaction(
    async (tx) => {
      const account = await readAccount(tx, userId)
      if (account === null) return null
      const profile = await gatherProfile(tx, userId)
      const photos = await gatherPhotos(tx, userId)
      const interests = await gatherInterests(tx, userId, account.language)
      const likesGiven = await gatherLikesGiven(tx, userId)
      const likesReceived = await gatherLikesReceived(tx, userId)
      const blocks = await gatherBlocks(tx, userId)
      const passes = await gatherDiscoverPasses(tx, userId)
      const conversations = await gatherConversations(tx, userId)
      const visitsMade = await gatherVisitsMade(tx, userId)
      const other = await readOtherMembers(tx, [
        ...likesGiven.others,
        ...likesReceived.others,
        ...blocks.others,
        ...passes.others,
        ...conversations.others,
        ...visitsMade.others,
      ])
      const payments = await gatherPayments(tx, userId)
      const notices = await gatherNotices(tx, userId)
      const settings = await gatherNotificationSettings(tx, userId)
      const push = await gatherPushSubscriptions(tx, userId)
      const sessions = await gatherSessions(tx, userId)
      const mails = await gatherMails(tx, userId)
      const cases = await gatherCases(tx, userId)
      const savedSearch = await gatherSavedSearch(tx, userId)
      const verifications = await gatherVerifications(tx, userId)

      const data = {
        account: accountData(account),
        profile,
        photos: photos.data,
        interests,
        likes_given: likesGiven.data(other),
        likes_received: likesReceived.data(other),
        blocks: blocks.data(other),
        discover_passes: passes.data(other),
        conversations: conversations.data(other),
        visits_made: visitsMade.data(other),
        visits_received: await gatherVisitsReceived(tx, userId),
        orders: payments.orders,
        credits: payments.credits,
        discount_codes: payments.discountCodes,
        notifications: notices,
        notification_settings: settings,
        push_subscriptions: push,
        sessions,
        mails,
        cases,
        saved_search: savedSearch,
        verifications,
        consents: consentsData(account, settings, push, payments.withdrawalWaivers),
      }
      return { data, photos: photos.files, chatPhotos: conversations.photos }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
