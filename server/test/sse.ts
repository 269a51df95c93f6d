// A Server-Sent Events client for API tests: inject() waits for a response to end, which a
// live channel never does, so these tests listen on a port and read the stream as a browser's
// EventSource would (id, event and data fields; comments skipped).
import type { App } from '../app'
import type { Member } from './accounts'

export interface ReceivedEvent {
  id: string | null
  event: string
  data: unknown
}

export class SseClient {
  private readonly received: ReceivedEvent[] = []
  private readonly waiters: (() => void)[] = []
  private ended = false
  comments = 0

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly controller: AbortController,
    body: ReadableStream<Uint8Array> | null,
  ) {
    if (body !== null) void this.read(body)
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const controller = new AbortController()
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    })
    return new SseClient(response.status, response.headers, controller, response.body)
  }

  /** The next event (waits up to `timeoutMs`). */
  async next(timeoutMs = 5_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length === 0) {
      if (this.ended) throw new Error('the stream ended')
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.received.shift() as ReceivedEvent
  }

  /** The next `count` events. */
  async take(count: number, timeoutMs = 5_000): Promise<ReceivedEvent[]> {
    const events: ReceivedEvent[] = []
    while (events.length < count) events.push(await this.next(timeoutMs))
    return events
  }

  /** Nothing more arrives within `ms`. */
  async quiet(ms = 300): Promise<ReceivedEvent[]> {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return this.received.splice(0)
  }

  get isEnded(): boolean {
    return this.ended
  }

  /** Waits until the server ends the stream. */
  async untilEnded(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream is still open')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  close(): void {
    this.controller.abort()
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          this.parse(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // Aborted by close(), or the server went away.
    }
    this.ended = true
    this.wake()
  }

  private parse(block: string): void {
    let id: string | null = null
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments += 1
        continue
      }
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'id') id = value
      else if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
    if (data.length === 0) return
    this.received.push({ id, event, data: JSON.parse(data.join('\n')) as unknown })
    this.wake()
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter()
  }
}

/** The app's address once it listens on a free port of the loopback. */
export async function listening(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address
}

/** Opens `member`'s live channel on the listening `base`. */
export function liveChannel(
  base: string,
  member: Member,
  options: { lastEventId?: string; query?: string } = {},
): Promise<SseClient> {
  const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  return SseClient.open(`${base}/api/events.php${options.query ?? ''}`, {
    cookie,
    ...(options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId }),
  })
}
