// The HTTP client for the spec's /api/*.php contract. Every call sends X-Package and
// X-Original-Host (the server picks the site by it) and answers either the body or a typed
// error from ./errors. A GET the server already answered in
// the page's HTML is taken from there (boot-answers.ts).
import { takeBootAnswer } from './boot-answers'
import { ApiError, NetworkError, type FieldIssue } from './errors'

import type { Query } from '../contract/query'
import type { ServerTransport } from '../contract/ssr'

export type { Query }

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown
  signal?: AbortSignal
  /** The fetch cache mode; 'no-cache' revalidates an HTTP-cached answer. */
  cache?: RequestCache
  /** Finishes even when the page is left or reloaded meanwhile (a small mark like "seen"). */
  keepalive?: boolean
}

/** The server's way to make a call (src/entry-server.tsx sets it; the browser never does). */
let serverTransport: ServerTransport | null = null

export function setServerTransport(transport: ServerTransport): void {
  serverTransport = transport
}

export function apiUrl(path: string, query?: Query): string {
  const url = new URL(path, import.meta.env.SSR ? 'http://ssr.invalid' : location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return `${url.pathname}${url.search}`
}

/** The typed error of a non-2xx answer: its body's code, message and fields, and Retry-After. */
export function errorFromBody(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiError {
  const error = (
    body as {
      error?: { code?: unknown; message?: unknown; fields?: unknown; details?: unknown }
    } | null
  )?.error
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`
  const fields = Array.isArray(error?.fields) ? (error.fields as FieldIssue[]) : []
  const retryAfter = Number(retryAfterHeader ?? '')
  return new ApiError(
    status,
    code,
    message,
    fields,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    // Numbers the code speaks of; a reader checks each before use.
    error?.details as Record<string, number> | undefined,
  )
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  if (response.status === 204) return null
  if (type.includes('application/json')) return response.json().catch(() => null)
  return response.text()
}

export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, options.query)
  const method = options.method ?? 'GET'
  if (import.meta.env.SSR) {
    if (!serverTransport) throw new Error('No server transport for the call to ' + url)
    const answer = await serverTransport(url, {
      method,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    if (answer.status < 200 || answer.status > 299)
      throw errorFromBody(answer.status, answer.body, answer.retryAfter)
    return answer.body
  }
  // A first call the server already answered in the page's HTML (boot-answers.ts).
  const early = method === 'GET' ? takeBootAnswer(url) : undefined
  return early !== undefined ? early : await send(url, method, options)
}

/** The call over the network: its body, or the typed error of a failure. */
async function send(
  url: string,
  method: NonNullable<RequestOptions['method']>,
  options: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Package': __APP_PACKAGE__,
    'X-Original-Host': location.host,
  }
  // A FormData body (an upload) is sent as multipart/form-data with the browser's boundary.
  const { body: input } = options
  const payload =
    input === undefined ? undefined : input instanceof FormData ? input : JSON.stringify(input)
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
      cache: options.cache,
      keepalive: options.keepalive,
    })
  } catch (cause) {
    throw new NetworkError(cause)
  }
  const body = await readBody(response)
  if (!response.ok) {
    const error = errorFromBody(response.status, body, response.headers.get('retry-after'))
    // An operator banned this account: its sessions ended and login is refused. The ban page
    // says why and how to object; a full load drops the member's state.
    if (error.code === 'auth.banned' && location.pathname !== '/pages/ban')
      location.assign('/pages/ban')
    throw error
  }
  return body
}
