// The data export's `consents`: what the member agreed to, gathered from the other kinds (the
// account's creation, the notification settings, the orders' withdrawal waivers).
import type { AccountRow } from './account'
import type { gatherNotificationSettings, gatherPushSubscriptions } from './notifications'
import type { gatherPayments } from './payments'
import { iso } from './shared'

type NotificationSettings = Awaited<ReturnType<typeof gatherNotificationSettings>>
type PushSubscriptions = Awaited<ReturnType<typeof gatherPushSubscriptions>>
type WithdrawalWaivers = Awaited<ReturnType<typeof gatherPayments>>['withdrawalWaivers']

/** data.json's `consents`. */
export function consentsData(
  account: AccountRow,
  settings: NotificationSettings,
  push: PushSubscriptions,
  withdrawalWaivers: WithdrawalWaivers,
) {
  return {
    terms_and_privacy_accepted_at: iso(account.createdAt),
    push_notifications: { subscribed_browsers: push, ...settings.push },
    mail: settings.mail,
    withdrawal_waivers: withdrawalWaivers,
  }
}
