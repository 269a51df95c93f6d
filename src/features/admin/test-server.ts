// The operator area's test fakes (AdminPage.test.tsx, VerificationCase.test.tsx): a fetch that
// answers by method and path and records every call, the body a call sent, and a report to
// start from. Importing it signs an operator in before each test (on a site with a CDN
// prefix) and clears the page, the fakes and the session after it.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { AdminCase } from '../../contract/admin'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { clearSession } from '../../session/test-session'
import { member, testSettings } from '../../test/fixtures'
import { jsonAnswer } from '../../test/render'

export const REPORT: AdminCase = {
  id: 5,
  reference: 'KL-0005',
  kind: 'report',
  status: 'open',
  site: 'klik.nl',
  locale: 'nl',
  reason: 'scam',
  body: 'Asked me for money within a day.',
  created_at: '2026-11-24T10:00:00.000Z',
  reporter: { id: 7, name: 'Anna', email: 'anna@example.com', banned: false },
  reporter_name: null,
  reporter_email: null,
  target: { id: 12, name: 'Bert', email: 'bert@example.com', banned: false },
  target_photo: { id: 31, thumb_filename: 'u/12/t_a.jpg', hidden: false },
  target_message: null,
  target_url: null,
  objected_case: null,
  target_verification: null,
  closed_at: null,
  note: null,
}

/** A fetch that answers by path; each call is recorded. */
export function server(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://klik.test').pathname
    const route = routes[`${init?.method ?? 'GET'} ${path}`]
    return Promise.resolve(
      route ? route(init) : jsonAnswer(404, { error: { code: 'not_found', message: 'no' } }),
    )
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

export const bodyOf = (fetch: ReturnType<typeof server>, key: string): unknown => {
  const found = fetch.mock.calls.find(
    ([url, init]) =>
      `${init?.method ?? 'GET'} ${new URL(url, 'http://klik.test').pathname}` === key,
  )
  const body = found?.[1]?.body
  return typeof body === 'string' ? JSON.parse(body) : undefined
}

beforeEach(() => {
  store.set(settingsAtom, testSettings({ cdn_prefix: 'https://cdn.klik.test' }))
  store.set(userAtom, member({ operator: true }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})
