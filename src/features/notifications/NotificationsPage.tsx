// /notifications (issue 11; spec §2 route, login required): the notification centre — what
// happened, newest first, the new ones marked — and the notification settings. It paints the
// last load from Dexie (offline too), loads afresh on open and whenever the live channel
// brings a like, a message, credits or an account change, and tells the server the member
// has seen it (the marks stay for this visit). Classic hides the page header (§1), for the
// eye only: screen readers still get the page's heading. An account notice reached by link
// (#email-change-incorrect, from the mail's "this was not me") shows above the list.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState, type ReactNode } from 'react'
import { onLive } from '../../api/live'
import { wait, type SyncTask } from '../../api/sync'
import { useSyncRunner } from '../../api/use-sync'
import { featuresAtom, userAtom } from '../../session'
import { clearNotificationsUnseen } from '../../session/notifications-count'
import { markNotificationsSeen } from './api'
import { markCachedSeen, reloadNotifications, useCachedNotifications } from './cache'
import { NotificationItem } from './NotificationItem'
import { NotificationSettingsForm } from './NotificationSettingsForm'
import './notifications.css'

/** Several events at once (a burst of messages) make one load. */
const RELOAD_DELAY_MS = 300

function useFreshLoads(owner: number | undefined): Set<string> {
  // What was unseen when this visit loaded it: marked "New" until the member leaves.
  const [fresh, setFresh] = useState<Set<string>>(() => new Set())
  const { start, stop } = useSyncRunner<'load'>({ name: 'Loading the notifications' })

  useEffect(() => {
    if (owner === undefined) return
    // One load at a time: an event while one waits or runs starts it over (a burst of them
    // makes one load), and a network error is tried again with backoff.
    const load =
      (delayMs: number): SyncTask =>
      async (signal) => {
        if (delayMs) await wait(delayMs, signal)
        const { unseen, newest } = await reloadNotifications(owner, signal)
        if (signal.aborted) return
        // Nothing new here: the Alerts count follows what the page shows.
        if (unseen.length === 0 || newest === null) {
          if (document.visibilityState === 'visible') clearNotificationsUnseen()
          return
        }
        setFresh((current) => new Set([...current, ...unseen]))
        // Seen up to what this load showed: a like that came meanwhile stays new for the next.
        if (document.visibilityState === 'visible') {
          await markNotificationsSeen(newest)
          await markCachedSeen(owner, newest)
          clearNotificationsUnseen()
        }
      }
    const soon = () => start('load', load(RELOAD_DELAY_MS))
    start('load', load(0))
    const offs = [
      onLive('like', soon),
      onLive('match', soon),
      onLive('message', soon),
      onLive('balance', soon),
      onLive('account', soon),
      onLive('reset', soon),
    ]
    return () => {
      stop()
      for (const off of offs) off()
    }
  }, [owner, start, stop])
  return fresh
}

export function NotificationsPage({ notice }: { notice?: ReactNode }) {
  const { t } = useLingui()
  const owner = useAtomValue(userAtom)?.id
  const hideHeader = useAtomValue(featuresAtom)?.notifications.hideHeader ?? false
  const row = useCachedNotifications(owner)
  const fresh = useFreshLoads(owner)
  const items = row?.items ?? []

  return (
    <section className="notifications-page">
      <h1 className={hideHeader ? 'visually-hidden' : undefined}>
        <Trans>Notifications</Trans>
      </h1>
      {notice}
      {row === undefined ? (
        <div className="notifications-loading" aria-busy="true" />
      ) : items.length === 0 ? (
        <p className="notifications-empty">
          <Trans>Nothing yet. When someone likes you or writes to you, you will see it here.</Trans>
        </p>
      ) : (
        <ul className="notification-list" aria-label={t`What happened`}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} fresh={fresh.has(item.id) || !item.seen} />
          ))}
        </ul>
      )}
      <NotificationSettingsForm />
    </section>
  )
}
