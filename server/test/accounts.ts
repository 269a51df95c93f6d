// Helpers for API tests of accounts: a browser-like client (cookie jar, its own IP and user
// agent) and signing up through the real calls (email check, csrf, signup).
import { randomInt, randomUUID } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { SignupBody, ValidateEmailResponse } from '../../src/contract/signup'
import type { Image, UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { lastMailTo, type OutboxMail } from '../domain/mail/outbox'
import { signupFields } from './fixtures'

/** An address no earlier run used (a reused PostgreSQL database keeps old accounts). */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`
}

export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

type Request = Omit<InjectOptions, 'remoteAddress'> & { url: string }

export class TestClient {
  readonly cookies = new Map<string, string>()
  readonly userAgent: string

  constructor(
    readonly app: App,
    readonly ip = randomIp(),
  ) {
    this.userAgent = `KlikTest/1.0 (${ip})`
  }

  async request(options: Request): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      'user-agent': this.userAgent,
      ...(options.headers as Record<string, string> | undefined),
    }
    if (this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const response = await this.app.inject({ ...options, headers, remoteAddress: this.ip })
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now())
      if (expired) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers })
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers,
    })
  }

  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] })
  }

  delete(url: string, payload: unknown) {
    return this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'] })
  }
}

export async function checkEmail(
  client: TestClient,
  email: string,
): Promise<ValidateEmailResponse> {
  const response = await client.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`)
  if (response.statusCode !== 200)
    throw new Error(`validate_email: ${response.statusCode} ${response.body}`)
  return response.json<ValidateEmailResponse>()
}

/** A complete, valid signup body for `email` as sent by `client` (token from a real check). */
export async function signupBody(
  client: TestClient,
  overrides: Partial<SignupBody> & { email?: string } = {},
): Promise<SignupBody> {
  const email = overrides.email ?? uniqueEmail()
  const check = await checkEmail(client, email)
  return signupFields(email, client.userAgent, check.token, overrides)
}

export function postSignup(client: TestClient, body: unknown, headers?: Record<string, string>) {
  return client.post('/api/user.php?new=1', body, headers)
}

/** A signup from a new browser with a valid body but for `overrides`; answers all three. */
export async function attemptSignup(
  app: App,
  overrides: Partial<SignupBody> & { email?: string } = {},
  headers?: Record<string, string>,
) {
  const client = new TestClient(app)
  const body = await signupBody(client, overrides)
  return { client, body, response: await postSignup(client, body, headers) }
}

export interface Member {
  client: TestClient
  user: UserResponse
  email: string
  password: string
}

/** Signs a new member up and answers the logged-in client. */
export async function signUp(app: App, overrides: Partial<SignupBody> = {}): Promise<Member> {
  const client = new TestClient(app)
  const body = await signupBody(client, overrides)
  const response = await postSignup(client, body)
  if (response.statusCode !== 201)
    throw new Error(`signup: ${response.statusCode} ${response.body}`)
  return { client, user: response.json<UserResponse>(), email: body.email, password: body.password }
}

/** The user object (GET /api/user.php) of the member logged in on `client`. */
export async function userOf(client: TestClient): Promise<UserResponse> {
  return (await client.get('/api/user.php')).json<UserResponse>()
}

/** The newest outbox mail of `kind` to `to`, once the mailer is idle. */
export async function mailTo(app: App, to: string, kind?: string): Promise<OutboxMail> {
  await app.mail.idle()
  const mail = lastMailTo(app.config.DATA_DIR, to, kind)
  if (mail === undefined) throw new Error(`no ${kind ?? ''} mail to ${to} in the outbox`)
  return mail
}

/** The path and query of the first link of a mail (the test app answers any host). */
export function linkPath(mail: OutboxMail, index = 0): string {
  const link = mail.links[index]
  if (link === undefined) throw new Error(`mail ${mail.file} has no link ${index}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/**
 * Uploads `bytes` as `member`'s photo through POST /api/profileimage.php, as the app's form
 * does; expects 201 and answers the member's photos.
 */
export async function uploadPhoto(
  member: Pick<Member, 'client'>,
  bytes: Buffer,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Image[]> {
  const boundary = 'klik-test-boundary'
  const filename = type === 'image/png' ? 'photo.png' : 'photo.jpg'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image1"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await member.client.request({
    method: 'POST',
    url: '/api/profileimage.php',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  if (response.statusCode !== 201) {
    throw new Error(`photo upload: ${response.statusCode} ${response.body}`)
  }
  return response.json<{ images: Image[] }>().images
}

/** `from` writes `to` through the API, opening their conversation; answers the conversation. */
export async function sendMessage(from: Member, to: Member, text: string): Promise<number> {
  const chat = await from.client.get(`/api/chat.php?profile=${to.user.id}`)
  const conversation = chat.json<{ id: number }>().id
  const sent = await from.client.post('/api/messages.php', {
    conversation,
    client_id: randomUUID(),
    text,
  })
  if (sent.statusCode !== 200) throw new Error(`message not sent: ${sent.statusCode} ${sent.body}`)
  return conversation
}
