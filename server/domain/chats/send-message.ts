// Sending a message (issue 10): once per client id, paid in credits in the same short
// transaction as the message, with its live events, the partner's push job or digest mail's
// job. A member sends only in conversations they are part of (404 chat.not_found otherwise).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { conversations, creditLedger, messages, profiles } from '../../db/schema'
import type { MessageRow } from '../../db/tables/chats'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import { balanceOf, creditBalance } from '../credits/credit-balance'
import { numberedIds, eventCtes, withIds, type StoredEvent } from '../events/member-events'
import { runScript } from '../../db/script'
import { digestJob, digestJobAt } from '../mail/digest-job'
import { messagePushJob, MESSAGE_PUSH_DELAY_MS } from '../push/push-jobs'
import { assertCanChat } from './conversations'
import type { StoredChatPhoto } from './chat-photos'
import { toMessage } from './messages'

type Executor = Pick<Db, 'select'>

/**
 * What one message costs the sender: the site's credits for the sender's country
 * (minimum_message_costs), or for the site's first country when theirs is not one of the
 * site's.
 */
function costFor(site: Site, country: string | null | undefined): number {
  const costs =
    (country ? site.minimum_message_costs[country] : undefined) ??
    site.minimum_message_costs[site.countries[0] ?? '']
  return costs?.costs ?? 0
}

export interface SendInput {
  conversation: number
  client_id: string
  /** '' for a photo message. */
  text: string
  /** A photo message's stored picture (chat-photos.ts), stored before the send. */
  photo?: StoredChatPhoto
}

export interface Sent {
  message: MessageRow
  /** 0 when the message was stored before (a retry). */
  cost: number
  balance: number
  /** For the event bus, once committed: none for a retry. */
  events: StoredEvent[]
  /** When the partner's push job is due, when this send added one. */
  pushAt?: Date
}

async function storedWithKey(db: Executor, senderId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
  return row
}

/** The id of the sender's message with this client id, as an SQL expression. */
const idWithKey = (senderId: number, clientId: string) =>
  sql<
    number | null
  >`(select ${messages.id} from ${messages} where ${and(eq(messages.senderId, senderId), eq(messages.clientId, clientId))})`

/**
 * A retry answers the stored message; the same key for something else is refused. A photo's
 * retry is not compared by its bytes (they are re-encoded): a photo for a photo.
 */
function retryOf(
  stored: MessageRow,
  input: Pick<SendInput, 'conversation' | 'text'> & { photo?: unknown },
): MessageRow {
  const same =
    stored.conversationId === input.conversation &&
    stored.body === input.text &&
    (stored.photoWidth !== null) === (input.photo !== undefined)
  if (!same) {
    throw httpError(409, 'chat.client_id_reused', 'This client_id belongs to another message')
  }
  return stored
}

/**
 * The answer to a retry: the message stored with this client id before, which costs nothing
 * again (409 chat.client_id_reused when the key was used for something else); null when the
 * key is new. A photo's upload asks first, so that a retry's body is never read.
 */
export async function sentBefore(
  db: Executor,
  senderId: number,
  input: Pick<SendInput, 'conversation' | 'client_id' | 'text'> & { photo?: unknown },
): Promise<Sent | null> {
  const earlier = await storedWithKey(db, senderId, input.client_id)
  if (earlier === undefined) return null
  const balance = await creditBalance(db, senderId)
  return { message: retryOf(earlier, input), cost: 0, balance, events: [] }
}

/**
 * What a send needs to know before it writes, in one query: whether the client id was used
 * before, the conversation's two members (none: not found) and the sender's country.
 */
async function sendContext(db: Executor, senderId: number, input: SendInput) {
  const [row] = await db
    .select({
      earlier: idWithKey(senderId, input.client_id),
      low: conversations.memberLow,
      high: conversations.memberHigh,
      country: sql<
        string | null
      >`(select ${profiles.country} from ${profiles} where ${eq(profiles.userId, senderId)})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(conversations, eq(conversations.id, input.conversation))
  return row
}

/**
 * Sends a message once per (sender, client_id): a retry — however late, or ten at once —
 * answers the stored message and costs nothing. The debit is a ledger row written in the
 * same transaction as the message, under the sender's ledger lock, so parallel sends never
 * take the balance below zero. Too few credits: 402 with the cost and balance, nothing stored.
 *
 * Each statement is a round trip, and on the embedded database the transaction holds the
 * database from BEGIN to COMMIT, so what can be one statement is (bench/chat.ts measures it).
 */
export async function sendMessage(
  db: Db,
  site: Site,
  senderId: number,
  input: SendInput,
  now = new Date(),
): Promise<Sent> {
  const context = await sendContext(db, senderId, input)
  if (context?.earlier != null) {
    const earlier = await sentBefore(db, senderId, input)
    if (earlier) return earlier
  }
  if (context?.low == null || (context.low !== senderId && context.high !== senderId)) {
    throw httpError(404, 'chat.not_found', 'No such conversation')
  }
  const partnerId = context.low === senderId ? (context.high as number) : context.low
  const partner = await assertCanChat(db, senderId, partnerId)
  // Nobody reads a message to a fictional profile, so it is never paid for (issue 28 §2).
  const cost = partner.fictional ? 0 : costFor(site, context.country)
  const draft: SendInput = {
    conversation: input.conversation,
    client_id: input.client_id,
    text: input.text,
    ...(input.photo === undefined ? {} : { photo: input.photo }),
  }
  const [, [row]] = await runScript<[unknown[], WrittenRow[]]>(db, [
    // Serialises this member's ledger across connections and server processes (as every
    // balance change does), and with it their sends: the write below sees every debit.
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credit_ledger:${senderId}`}, 0))::text`,
    writeMessage(senderId, partnerId, draft, cost, now),
  ])
  if (row === undefined) {
    // Nothing written: the client id was used meanwhile, or the credits are too few.
    const raced = await storedWithKey(db, senderId, input.client_id)
    const balance = await creditBalance(db, senderId)
    if (raced) return { message: retryOf(raced, input), cost: 0, balance, events: [] }
    throw httpError(402, 'chat.insufficient_credits', 'Not enough credits for this message', {
      cost,
      balance,
    })
  }
  const message = messageRow(row.id, senderId, input, cost, now)
  const balance = row.balance - cost
  const live = { conversation: input.conversation, message: toMessage(message) }
  const drafts = sendEvents(senderId, partnerId, live, cost > 0 ? { balance } : undefined)
  const events = withIds(drafts, row.events)
  const pushAt = row.pushed ? new Date(now.getTime() + MESSAGE_PUSH_DELAY_MS) : undefined
  return { message, cost, balance, events, ...(pushAt === undefined ? {} : { pushAt }) }
}

/** The stored row of a message sent now. */
function messageRow(
  id: number,
  senderId: number,
  input: SendInput,
  cost: number,
  now: Date,
): MessageRow {
  return {
    id,
    conversationId: input.conversation,
    senderId,
    body: input.text,
    cost,
    clientId: input.client_id,
    createdAt: now,
    photoFilename: input.photo?.filename ?? null,
    photoWidth: input.photo?.width ?? null,
    photoHeight: input.photo?.height ?? null,
  }
}

/**
 * What a send tells the live channel, in this order: the message to both members, then the
 * sender's balance when it changed. `data` is either the values or SQL that computes them.
 */
function sendEvents<M, B>(senderId: number, partnerId: number, message: M, balance?: B) {
  return [
    { memberId: senderId, type: 'message' as const, data: message },
    { memberId: partnerId, type: 'message' as const, data: message },
    ...(balance === undefined
      ? []
      : [{ memberId: senderId, type: 'balance' as const, data: balance }]),
  ]
}

interface WrittenRow {
  id: number
  /** Before the debit. */
  balance: number
  events: Array<[number, number]>
  /** A push job was added for the partner (due MESSAGE_PUSH_DELAY_MS after `now`). */
  pushed: boolean
}

/**
 * One statement: the message — unless its client id is taken or the balance is below the
 * cost — its debit (when it costs), its conversation's newest message and its live events.
 * Also adds the receiver's push job (push-jobs.ts), or without push their digest mail's job
 * (mail/digest-job.ts). Answers the new message's id, the balance before the debit (the whole statement sees one
 * snapshot) and the events' ids; no row when nothing was written.
 */
function writeMessage(
  senderId: number,
  partnerId: number,
  input: SendInput,
  cost: number,
  now: Date,
) {
  const name = (column: { name: string }) => sql.identifier(column.name)
  const pushAt = new Date(now.getTime() + MESSAGE_PUSH_DELAY_MS)
  // The events as sendEvents makes them, with the id and balance only known here.
  const unsent = toMessage(messageRow(0, senderId, input, cost, now))
  const live = sql`jsonb_set(${JSON.stringify({ conversation: input.conversation, message: unsent })}::jsonb, '{message,id}', to_jsonb(sent.id))`
  const balance = sql`jsonb_build_object('balance', before.balance - ${cost}::int)`
  const drafts = sendEvents(senderId, partnerId, live, cost > 0 ? balance : undefined)
  // float8: a JS number on both drivers (bigint is a string on one of them).
  return sql`with before as (select ${balanceOf(senderId)} as balance),
    sent as (
      insert into ${messages} (${name(messages.conversationId)}, ${name(messages.senderId)}, ${name(messages.body)}, ${name(messages.cost)}, ${name(messages.clientId)}, ${name(messages.createdAt)}, ${name(messages.photoFilename)}, ${name(messages.photoWidth)}, ${name(messages.photoHeight)})
      select ${input.conversation}::bigint, ${senderId}::int, ${input.text}::text, ${cost}::int, ${input.client_id}::uuid, ${now}::timestamptz, ${input.photo?.filename ?? null}::text, ${input.photo?.width ?? null}::int, ${input.photo?.height ?? null}::int
      from before
      where ${idWithKey(senderId, input.client_id)} is null and before.balance >= ${cost}::int
      returning ${name(messages.id)} as id
    ),
    debit as (
      insert into ${creditLedger} (${name(creditLedger.memberId)}, ${name(creditLedger.delta)}, ${name(creditLedger.reason)}, ${name(creditLedger.messageId)})
      select ${senderId}::int, ${-cost}::int, 'message', sent.id from sent where ${cost}::int > 0
    ),
    bump as (
      update ${conversations} set ${name(conversations.lastMessageId)} = sent.id, ${name(conversations.lastMessageAt)} = ${now}::timestamptz
      from sent where ${eq(conversations.id, input.conversation)}
    ),
    push as (${messagePushJob(partnerId, input.conversation, pushAt, sql`sent`)}),
    mail as (${digestJob(partnerId, 'messages', digestJobAt(now), sql`sent`)}),
    ${eventCtes(drafts, sql`sent, before`)}
    select sent.id::float8 as id, before.balance::float8 as balance, ${numberedIds} as events,
      exists (select from push) as pushed
    from sent, before`
}
