// The live channel (issue 10): GET /api/events.php is a Server-Sent Events stream of what
// changed for the logged-in member. Each event's SSE `event:` field is its type and its `data:`
// the JSON below. Stored events carry the member's increasing `id:`; a reconnect sends the last
// one (the Last-Event-ID header, or ?last_event_id= after a page load) and gets every later
// one from the database. `typing` is a passing signal: it has no id and is never replayed.
import { z } from './zod'
import { messageIdSchema, messageSchema } from './chat'

export const LAST_EVENT_ID_QUERY = 'last_event_id'

/** GET /api/events.php?last_event_id= (the Last-Event-ID header wins when both are sent). */
export const eventsQuerySchema = z.object({
  [LAST_EVENT_ID_QUERY]: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
})

const id = z.int().positive()

/**
 * Every event type and its data. `ready` opens each stream (its id is where the stream
 * starts); `reset` says the events since the client's last id are no longer kept, so it must
 * load everything again.
 */
export const liveEventSchemas = {
  ready: z.object({ last_event_id: z.int().min(0) }),
  reset: z.object({ last_event_id: z.int().min(0) }),
  /** A message in one of the member's conversations: theirs (from another tab) or to them. */
  message: z.object({ conversation: id, message: messageSchema }),
  /** `member` has read the conversation up to `message` (the member or their partner). */
  read: z.object({ conversation: id, member: id, message: messageIdSchema }),
  /** The partner is writing (a passing signal: shown for a few seconds, never replayed). */
  typing: z.object({ conversation: id, profile: id }),
  /** The member hid these conversations (in another tab). */
  hidden: z.object({ conversations: z.array(id) }),
  /** Someone liked the member. */
  like: z.object({ profile: id }),
  /**
   * The member and `profile` like each other, for the first time (issue 28 §6): sent to both,
   * the one who liked back too (their other tabs; the like's answer told the tab that liked).
   */
  match: z.object({ profile: id }),
  /**
   * Someone visited the member's page, the first time that day (issue 32 §2). No data: who it
   * was is for premium members only, and the visitors' list says it.
   */
  visit: z.object({}),
  /** The member's credits changed. */
  balance: z.object({ balance: z.int() }),
  /**
   * The member's account changed (profile, photos, email, activation, push devices): the
   * client loads user.php again. It carries no data: user.php is the one source of the member.
   */
  account: z.object({}),
} as const

export type LiveEventType = keyof typeof liveEventSchemas
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>
/** The events that are stored and replayed (all but the stream's own and typing). */
export type StoredEventType = Exclude<LiveEventType, 'ready' | 'reset' | 'typing'>

export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[]

/** An event as the client receives it. */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; id: number | null; data: LiveEventData<T> }
}[LiveEventType]

/** POST /api/typing.php: the member is writing in a conversation. */
export const typingBodySchema = z.strictObject({ conversation: id })

/** How often a writing member's client says so, and how long the partner shows it. */
export const TYPING_SIGNAL_MS = 3_000
export const TYPING_SHOWN_MS = 6_000
