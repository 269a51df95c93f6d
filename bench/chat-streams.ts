// The chat benches' live streams (chat.ts, scale.ts): one per member, opened a hundred at a
// time, and the Ledger of what they receive — each message's delivery to its receiver, ids
// that skip, doubles, streams that end.
import { Agent } from 'node:http'
import { memberHeaders, type Member } from './demo-members'
import { openSse, type SseEvent, type SseStream } from './sse-client'
import { sleep } from './timing'

const OPENING_AT_ONCE = 100

/** A message in flight: sent to whom and when, answered, and when its receiver got it. */
export interface Pending {
  receiverId: number
  startedAt: number
  sent: boolean
  deliveredAt: number | undefined
}

/** Every message in flight by client_id, and what the streams saw of them. */
export class Ledger {
  readonly pending = new Map<string, Pending>()
  duplicates = 0
  gaps = 0
  dropped = 0
  private readonly lastIds = new Map<number, number>()

  /** One event on the stream of `memberId` (one stream per member in this bench). */
  received(memberId: number, event: SseEvent) {
    if (event.id !== undefined) {
      const id = Number(event.id)
      const last = this.lastIds.get(memberId)
      if (event.event !== 'ready' && last !== undefined && id !== last + 1) this.gaps++
      this.lastIds.set(memberId, id)
    }
    if (event.event !== 'message') return
    const now = performance.now()
    const clientId = (JSON.parse(event.data) as { message: { client_id: string } }).message
      .client_id
    const pending = this.pending.get(clientId)
    if (pending === undefined || pending.receiverId !== memberId) return
    if (pending.deliveredAt === undefined) pending.deliveredAt = now
    else this.duplicates++
  }
}

/** Delivery times (ms, sorted) of the answered messages of `clientIds`, and how many were lost. */
export function deliveries(
  ledger: Ledger,
  clientIds: readonly string[],
): { delivery: number[]; lost: number } {
  const delivery: number[] = []
  let lost = 0
  for (const id of clientIds) {
    const pending = ledger.pending.get(id)
    if (pending?.sent !== true) continue
    if (pending.deliveredAt === undefined) lost++
    else delivery.push(pending.deliveredAt - pending.startedAt)
  }
  delivery.sort((a, b) => a - b)
  return { delivery, lost }
}

export async function connectAll(
  base: URL,
  members: readonly Member[],
  ledger: Ledger,
): Promise<{ streams: SseStream[]; readyMs: number[] }> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity })
  const streams: SseStream[] = []
  const readyMs: number[] = []
  for (let start = 0; start < members.length; start += OPENING_AT_ONCE) {
    await Promise.all(
      members.slice(start, start + OPENING_AT_ONCE).map(async (member) => {
        const opened = performance.now()
        const stream = openSse(agent, base, memberHeaders(base, member.cookie), {
          onEvent: (event) => ledger.received(member.id, event),
          onEnd: () => ledger.dropped++,
        })
        streams.push(stream)
        await stream.ready
        readyMs.push(performance.now() - opened)
      }),
    )
  }
  return { streams, readyMs }
}

interface Streams {
  /** Streams that ended and were opened again. */
  resumed: number
  close(): void
}

/**
 * One stream per chat member through the proxy; a stream that ends (its process stopped or
 * died) is opened again at once with the last event id it saw, as a browser's EventSource does.
 */
export async function openResumingStreams(base: URL, members: readonly Member[], ledger: Ledger) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity })
  const lastIds = new Map<number, string>()
  const open = new Set<SseStream>()
  let closing = false
  const streams: Streams = {
    resumed: 0,
    close: () => {
      closing = true
      for (const stream of open) stream.close()
    },
  }
  const connect = (member: Member, resuming: boolean): Promise<void> => {
    const last = lastIds.get(member.id)
    const stream = openSse(
      agent,
      base,
      {
        ...memberHeaders(base, member.cookie),
        ...(last === undefined ? {} : { 'last-event-id': last }),
      },
      {
        onEvent: (event) => {
          if (event.id !== undefined) lastIds.set(member.id, event.id)
          ledger.received(member.id, event)
        },
        onEnd: () => {
          open.delete(stream)
          if (closing) return
          streams.resumed++
          void connect(member, true)
        },
      },
    )
    open.add(stream)
    return stream.ready.catch(async () => {
      // The proxy had no process to give it yet: try again, as EventSource does.
      open.delete(stream)
      if (closing) return
      await sleep(resuming ? 200 : 500)
      await connect(member, resuming)
    })
  }
  for (let start = 0; start < members.length; start += OPENING_AT_ONCE) {
    await Promise.all(
      members.slice(start, start + OPENING_AT_ONCE).map((member) => connect(member, false)),
    )
  }
  return streams
}
