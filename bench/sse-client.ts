// The bench's live-channel client: one GET /api/events.php held open and its stream parsed as
// it arrives — events end at a blank line, fields id, event and data; comments (the server's
// ": heartbeat") are skipped. Lighter than EventSource: a thousand of these share the bench's
// process with the senders.
import { request, type Agent, type ClientRequest } from 'node:http'

export interface SseEvent {
  id: string | undefined
  event: string
  data: string
}

export interface SseHandlers {
  onEvent: (event: SseEvent) => void
  /** The stream ended or failed after it had opened. */
  onEnd: (reason: string) => void
}

export interface SseStream {
  /** Resolves at the stream's `ready` event; rejects when it cannot open. */
  readonly ready: Promise<void>
  close(): void
}

function parseEvent(block: string): SseEvent | undefined {
  let id: string | undefined
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1))
    if (field === 'id') id = value
    else if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return data.length === 0 && id === undefined ? undefined : { id, event, data: data.join('\n') }
}

export function openSse(
  agent: Agent,
  base: URL,
  headers: Record<string, string>,
  handlers: SseHandlers,
): SseStream {
  let call: ClientRequest | undefined
  let closing = false
  const ready = new Promise<void>((resolve, reject) => {
    call = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'GET',
        path: '/api/events.php',
        headers: { ...headers, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          reject(new Error(`events.php answered ${response.statusCode}`))
          return
        }
        response.setEncoding('utf8')
        let buffer = ''
        response.on('data', (chunk: string) => {
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end !== -1) {
            const event = parseEvent(buffer.slice(0, end))
            buffer = buffer.slice(end + 2)
            if (event?.event === 'ready') resolve()
            if (event !== undefined) handlers.onEvent(event)
            end = buffer.indexOf('\n\n')
          }
        })
        response.on('close', () => {
          if (!closing) handlers.onEnd('closed by the server')
        })
      },
    )
    call.on('error', (error) => {
      reject(error)
      if (!closing) handlers.onEnd(error.message)
    })
    call.end()
  })
  return {
    ready,
    close: () => {
      closing = true
      call?.destroy()
    },
  }
}
