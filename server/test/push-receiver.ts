// A push service for API tests: an HTTP server that takes Web Push requests as FCM or Mozilla's
// autopush would, checks the VAPID JWT (RFC 8292: ES256 signature with the key in `k`, the
// audience, the expiry) and decrypts the aes128gcm payload (RFC 8291) with the subscription's
// keys, which the test made here like a browser would. It answers 201, or what the test says.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  /** Which subscription: the last part of its endpoint. */
  device: string
  headers: IncomingHttpHeaders
  /** The VAPID JWT's claims, after the signature checked out. */
  claims: { aud: string; exp: number; sub: string }
  /** The public key the JWT was signed with (`k`). */
  vapidKey: string
  /** The decrypted body, parsed. */
  payload: unknown
}

export interface TestDevice {
  name: string
  /** PushSubscription.toJSON(), as a browser sends it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  ecdh: ReturnType<typeof createECDH>
  auth: Buffer
}

export class PushReceiver {
  readonly received: ReceivedPush[] = []
  /** What went wrong with a request (a bad JWT, a payload that does not decrypt). */
  readonly rejected: string[] = []
  private readonly devices = new Map<string, TestDevice>()
  private readonly statuses = new Map<string, number[]>()
  /** Devices whose next request gets no answer, and who waits for that request. */
  private readonly holds = new Map<string, () => void>()
  private waiters: Array<() => void> = []

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<PushReceiver> {
    const started: { receiver?: PushReceiver } = {}
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        // Left unanswered, as by a push service that hangs; close() drops the connection.
        if (started.receiver?.held(request.url ?? '') === true) return
        const status = started.receiver?.take(
          request.url ?? '',
          request.headers,
          Buffer.concat(chunks),
        )
        response.writeHead(status ?? 500).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    started.receiver = new PushReceiver(server, `http://127.0.0.1:${port}`)
    return started.receiver
  }

  /** A browser's subscription on this service, with fresh keys. */
  device(name = `device-${this.devices.size + 1}`): TestDevice {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    const device: TestDevice = {
      name,
      ecdh,
      auth,
      subscription: {
        endpoint: `${this.url}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      },
    }
    this.devices.set(name, device)
    return device
  }

  /** The next requests for `device` are answered with these statuses (then 201 again). */
  answer(device: TestDevice, ...statuses: number[]): void {
    this.statuses.set(device.name, statuses)
  }

  /**
   * The next request for `device` gets no answer at all (a push service that hangs, a sender
   * that dies waiting); resolves when that request has arrived. It is not counted as received.
   */
  holdNext(device: TestDevice): Promise<void> {
    return new Promise((resolve) => this.holds.set(device.name, resolve))
  }

  /** Resolves once `count` pushes have arrived in all (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new Error(
          `${this.received.length} of ${count} pushes; rejected: ${this.rejected.join('; ')}`,
        )
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.received.slice(0, count)
  }

  close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    this.server.closeAllConnections()
    return closed
  }

  private held(url: string): boolean {
    const name = url.split('/').at(-1) ?? ''
    const arrived = this.holds.get(name)
    if (arrived === undefined) return false
    this.holds.delete(name)
    arrived()
    return true
  }

  private take(url: string, headers: IncomingHttpHeaders, body: Buffer): number {
    const name = url.split('/').at(-1) ?? ''
    const device = this.devices.get(name)
    if (device === undefined) return 404
    const queued = this.statuses.get(name)
    const status = queued?.shift()
    if (status !== undefined) return status
    try {
      const { claims, key } = checkVapid(headers.authorization, this.url)
      if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
      const payload: unknown = JSON.parse(decrypt(body, device).toString('utf8'))
      this.received.push({ device: name, headers, claims, vapidKey: key, payload })
    } catch (error) {
      this.rejected.push(String(error))
      return 400
    } finally {
      for (const wake of this.waiters.splice(0)) wake()
    }
    return 201
  }
}

/** Checks `vapid t=<jwt>, k=<key>`: answers the claims and the key, or throws. */
function checkVapid(
  authorization: string | undefined,
  audience: string,
): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (match === null) throw new Error(`no VAPID authorization: ${authorization}`)
  const [, token = '', key = ''] = match
  const [header = '', claims = '', signature = ''] = token.split('.')
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('the VAPID signature does not verify')
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`)
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims']
  if (parsed.aud !== audience) throw new Error(`VAPID aud ${parsed.aud}, not ${audience}`)
  const now = Date.now() / 1000
  if (!(parsed.exp > now && parsed.exp <= now + 24 * 60 * 60)) {
    throw new Error(`VAPID exp ${parsed.exp} is not within 24 hours`)
  }
  return { claims: parsed, key }
}

/** RFC 8291 (aes128gcm, RFC 8188 with one record), as the browser does it. */
function decrypt(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const shared = device.ecdh.computeSecret(serverKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ])
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32))
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  )
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  )
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(-16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 2, then zeros.
  let end = padded.length
  while (end > 0 && padded[end - 1] === 0) end--
  if (padded[end - 1] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end - 1)
}
