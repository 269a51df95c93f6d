// A browser running the spec's client (§7) on https://spec.test, for API tests: the spec's
// headers on every fetch (X-Package, X-Original-Host), Origin on every write, FormData uploads,
// the requests a page cannot add headers to (a beacon, a new window), and signup step 0 as that
// client makes it. The app under test needs a site for SPEC_HOST.
import { createHash } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { TestClient, uniqueEmail } from './accounts'
import { postMultipart, type FilePart } from './multipart'
import { jsonOf as json } from './responses'

export const SPEC_HOST = 'spec.test'
const SPEC_ORIGIN = `https://${SPEC_HOST}`
/** What every fetch of the spec's client sends (§7 "headers naming the package and host"). */
const SPEC_HEADERS = { 'x-package': 'klik', 'x-original-host': SPEC_HOST, host: SPEC_HOST }

/** A browser running the spec's client on https://spec.test. */
export class SpecBrowser {
  readonly client: TestClient

  constructor(app: App) {
    this.client = new TestClient(app)
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.client.request({
      method: 'GET',
      url,
      headers: { ...SPEC_HEADERS, accept: 'application/json' },
    })
  }

  /** The JSON answer of a GET, once its status is 200. */
  async read<T>(url: string): Promise<T> {
    return json<T>(await this.get(url))
  }

  /** A JSON write; a browser adds Origin to every POST, PUT and DELETE. */
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) {
    return this.client.request({
      method,
      url,
      payload: JSON.stringify(body),
      headers: {
        ...SPEC_HEADERS,
        accept: 'application/json',
        'content-type': 'application/json',
        origin: SPEC_ORIGIN,
      },
    })
  }

  /** A page opened in a new window: a GET the page cannot add headers to. */
  open(url: string) {
    return this.bare({ method: 'GET', url })
  }

  /** multipart/form-data as a browser's FormData sends it, with the spec's headers. */
  upload(url: string, files: FilePart[]) {
    const headers = { ...SPEC_HEADERS, origin: SPEC_ORIGIN }
    return postMultipart(this.client, url, files, {
      headers,
      boundary: '----WebKitFormBoundarySpecCalls7',
    })
  }

  /** A request the page cannot add headers to (a beacon, a new window). */
  bare(options: { method: 'GET' | 'POST'; url: string; payload?: string | Buffer; type?: string }) {
    const headers: Record<string, string> = { host: SPEC_HOST }
    if (options.method === 'POST') headers.origin = SPEC_ORIGIN
    if (options.type !== undefined) headers['content-type'] = options.type
    return this.client.request({ ...options, headers })
  }
}

/** csrf of the spec: the SHA-512 hash of the lowercased email plus the user agent, in hex. */
const csrfOf = (email: string, userAgent: string) =>
  createHash('sha512').update(`${email.toLowerCase()}${userAgent}`).digest('hex')

export interface SpecMember {
  browser: SpecBrowser
  user: UserResponse
  email: string
}

/** Signup step 0 as the spec's client does it: the email check, then the minimal signup body. */
export async function signUpLikeTheSpec(app: App, name = 'Anna'): Promise<SpecMember> {
  const browser = new SpecBrowser(app)
  const email = uniqueEmail('spec')
  const check = json<Record<string, unknown>>(
    await browser.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`),
  )
  expect(check).toEqual({
    token: expect.any(String) as string,
    status: 'new',
    email,
    request_email: email,
  })
  const userAgent = browser.client.userAgent
  // No referrer (the visitor came from no other site), trafficsource, profile, country or
  // timezone: the spec's client may leave each of them out.
  const signup = await browser.send('POST', '/api/user.php?new=1', {
    email,
    name,
    password: 'correct horse battery',
    language: 'nl',
    form_path: '/signup',
    csrf: csrfOf(email, userAgent),
    token: check.token,
    n: userAgent,
  })
  expect(signup.statusCode, signup.body).toBe(201)
  const user = json<UserResponse>(await browser.get('/api/user.php'))
  return { browser, user, email }
}
