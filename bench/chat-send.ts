// Sending chat messages on schedule (chat.ts, scale.ts): POST /api/messages.php at a steady
// rate, open loop (started when due, whatever the answers do), each registered in the Ledger
// before it leaves, and the wait for stragglers afterwards.
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import type { Pair } from './chat-pairs'
import type { Ledger, Pending } from './chat-streams'
import { memberHeaders, type Member } from './demo-members'
import { sleep } from './timing'

const DRAIN_MS = 5_000
const TICK_MS = 2

export interface SendResult {
  /** How long each answered send (200) took. */
  sendMs: number[]
  /** Sends refused as overload: 503 with Retry-After (issue 29 §5), not lost, to be retried. */
  refused: number
  errors: number
  errorKinds: Map<string, number>
  /** The most the sender fell behind its schedule (the client, not the server). */
  lagMs: number
}

function postMessage(
  agent: Agent,
  base: URL,
  sender: Member,
  body: string,
): Promise<{ status: number; body: string; retryAfter: string | undefined }> {
  return new Promise((resolve) => {
    const call = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/messages.php',
        headers: {
          ...memberHeaders(base, sender.cookie),
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            retryAfter: response.headers['retry-after'],
          }),
        )
      },
    )
    call.on('error', (error) => resolve({ status: 0, body: error.message, retryAfter: undefined }))
    call.end(body)
  })
}

/** Sends `rate` messages a second for `seconds`, open loop; message k goes to pair k mod n. */
export async function sendSteadily(
  base: URL,
  pairs: readonly Pair[],
  ledger: Ledger,
  rate: number,
  seconds: number,
  offset: number,
): Promise<{ result: SendResult; clientIds: string[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const total = Math.round(rate * seconds)
  const result: SendResult = {
    sendMs: [],
    refused: 0,
    errors: 0,
    errorKinds: new Map(),
    lagMs: 0,
  }
  const clientIds: string[] = []
  const inFlight: Promise<void>[] = []
  const startedAt = performance.now()
  let next = 0
  const sendOne = (k: number) => {
    const index = offset + k
    const pair = pairs[index % pairs.length] as Pair
    const forward = Math.floor(index / pairs.length) % 2 === 0
    const [sender, receiver] = forward ? [pair.a, pair.b] : [pair.b, pair.a]
    const clientId = randomUUID()
    const body = JSON.stringify({
      conversation: pair.conversation,
      client_id: clientId,
      text: `bench ${index}`,
    })
    const started = performance.now()
    result.lagMs = Math.max(result.lagMs, started - (startedAt + (k * 1000) / rate))
    const pending: Pending = {
      receiverId: receiver.id,
      startedAt: started,
      sent: false,
      deliveredAt: undefined,
    }
    ledger.pending.set(clientId, pending)
    clientIds.push(clientId)
    return postMessage(agent, base, sender, body).then(({ status, body: answer, retryAfter }) => {
      if (status === 200) {
        result.sendMs.push(performance.now() - started)
        pending.sent = true
      } else if (status === 503 && retryAfter !== undefined && answer.includes('server_busy')) {
        result.refused++
      } else {
        result.errors++
        const kind = `${status} ${answer.slice(0, 80)}`
        result.errorKinds.set(kind, (result.errorKinds.get(kind) ?? 0) + 1)
      }
    })
  }
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1)
    for (; next < due; next++) inFlight.push(sendOne(next))
    await sleep(TICK_MS)
  }
  await Promise.all(inFlight)
  agent.destroy()
  return { result, clientIds }
}

export async function drain(ledger: Ledger, clientIds: readonly string[]): Promise<void> {
  const until = performance.now() + DRAIN_MS
  const waiting = () =>
    clientIds.some((id) => {
      const pending = ledger.pending.get(id)
      return pending?.sent === true && pending.deliveredAt === undefined
    })
  while (waiting() && performance.now() < until) await sleep(50)
}
