// Sends one push to every device of a member (RFC 8030 through the browser's push service,
// payload encrypted per RFC 8291 with the device's keys, signed with our VAPID key). web-push
// builds each request (encryption, VAPID JWT, headers); fetch sends it, with a timeout.
// What the push service answers decides:
//   201/202           delivered to the service
//   404, 410          the subscription is gone (uninstalled, permission revoked): deleted
//   429, 5xx, network worth another try: the job is retried later (RetryablePushError)
//   other 4xx         our request is wrong (too large, bad JWT): logged, not retried
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import type { PushMetricOutcome } from '../../metrics/metrics'
import { pushSubscriptions } from '../../db/schema'
import { pushEndpointAllowed } from './push-hosts'
import type { Vapid } from './vapid'

export interface PushOptions {
  /** RFC 8030 urgency: a message is high, a like low. */
  urgency: 'very-low' | 'low' | 'normal' | 'high'
  /** Undelivered pushes with the same topic replace each other at the push service. */
  topic?: string
  /** How long the service keeps it for an offline device. */
  ttlSeconds: number
  /** The push services we send to (push-hosts.ts): a subscription elsewhere is deleted. */
  hosts: readonly string[]
  /** Told what became of each device's push (klik_pushes_total). */
  counted?: (outcome: PushMetricOutcome) => void
}

/** Some device's push service failed in a way that may pass: try the whole job again later. */
export class RetryablePushError extends Error {}

export interface PushOutcome {
  delivered: number
  /** Subscriptions the service said are gone, now deleted. */
  removed: number
  /** Refused for good (logged by the caller). */
  refused: Array<{ endpoint: string; status: number; body: string }>
}

const SEND_TIMEOUT_MS = 10_000

/**
 * Pushes `payload` (JSON) to each of the member's subscriptions. Throws RetryablePushError
 * when any device's service failed temporarily (the others got it; a retry sends to all
 * again, and the notification's tag makes a repeat replace the first).
 */
export async function pushToMember(
  db: Db,
  vapid: Vapid,
  memberId: number,
  payload: unknown,
  options: PushOptions,
): Promise<PushOutcome> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, memberId))
  const outcome: PushOutcome = { delivered: 0, removed: 0, refused: [] }
  // Registered before the allow-list, or under a wider PUSH_SERVICE_HOSTS: never sent to.
  const gone: number[] = subscriptions
    .filter((subscription) => !pushEndpointAllowed(subscription.endpoint, options.hosts))
    .map((subscription) => subscription.id)
  const temporary: string[] = []
  if (subscriptions.length === 0) return outcome
  for (const _id of gone) options.counted?.('gone')
  // Loaded with the first push, not at start: most processes' memory never needs it.
  const { default: webpush } = await import('web-push')
  const body = JSON.stringify(payload)
  await Promise.all(
    subscriptions.map(async (subscription) => {
      if (gone.includes(subscription.id)) return
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        body,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic === undefined ? {} : { topic: options.topic }),
          contentEncoding: 'aes128gcm',
        },
      )
      let status: number
      let text = ''
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        })
        status = response.status
        text = (await response.text()).slice(0, 300)
      } catch (error) {
        temporary.push(`${new URL(subscription.endpoint).host}: ${String(error)}`)
        options.counted?.('retry')
        return
      }
      if (status >= 200 && status < 300) {
        outcome.delivered++
        options.counted?.('sent')
      } else if (status === 404 || status === 410) {
        gone.push(subscription.id)
        options.counted?.('gone')
      } else if (status === 429 || status >= 500) {
        temporary.push(`${new URL(subscription.endpoint).host}: ${status}`)
        options.counted?.('retry')
      } else {
        outcome.refused.push({ endpoint: subscription.endpoint, status, body: text })
        options.counted?.('refused')
      }
    }),
  )
  if (gone.length > 0) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, memberId), inArray(pushSubscriptions.id, gone)))
    outcome.removed = gone.length
  }
  if (temporary.length > 0) throw new RetryablePushError(temporary.join('; '))
  return outcome
}
