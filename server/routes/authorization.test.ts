// Who may call what, and on whose data. Every operation of /api/docs is in SCOPES with how it
// is scoped; a new operation fails this test until it is classified there (with its check).
// For each one, member A calls it with member B's ids, address, password or links: B's rows
// stay as they were (where the call's own rule says otherwise, the test says which rows and
// why) and nothing A gets back carries B's private data (address, birth date, push endpoint,
// session). Member-only calls answer a logged-out visitor 403 auth.required.
// SCOPES is merged here from one table an area (server/test/authorization/scopes-*.ts); what
// they run on is beside them: harness.ts (world, acrossMembers) and calls.ts (the shorthand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import { TestClient } from '../test/accounts'
import { multipart, setUpHarness, type Entry, type Harness } from '../test/authorization/harness'
import { accountScopes } from '../test/authorization/scopes-account'
import { adminScopes } from '../test/authorization/scopes-admin'
import { chatScopes } from '../test/authorization/scopes-chats'
import { linkScopes } from '../test/authorization/scopes-links'
import { memberScopes } from '../test/authorization/scopes-members'
import { paymentScopes } from '../test/authorization/scopes-payments'
import { publicScopes } from '../test/authorization/scopes-public'
import { trustScopes } from '../test/authorization/scopes-trust'
import { loadOperations } from '../test/openapi'

/** The areas' tables as one: an operation in two areas would hide one entry, so it throws. */
function merged(...areas: Record<string, Entry>[]): Record<string, Entry> {
  const all: Record<string, Entry> = {}
  for (const [id, entry] of areas.flatMap((area) => Object.entries(area))) {
    if (id in all) throw new Error(`${id} is in two areas of SCOPES`)
    all[id] = entry
  }
  return all
}

const SCOPES = merged(
  accountScopes,
  linkScopes,
  memberScopes,
  chatScopes,
  paymentScopes,
  adminScopes,
  publicScopes,
  trustScopes,
)

let harness: Harness
beforeAll(async () => {
  harness = await setUpHarness()
})
afterAll(() => harness.app.close())

describe('the authorization table', () => {
  it('classifies every operation of /api/docs, and only those', async () => {
    const documented = (await loadOperations(harness.app)).map((operation) => operation.id).sort()
    expect(
      documented.filter((id) => !(id in SCOPES)),
      'operations missing from SCOPES',
    ).toEqual([])
    expect(
      Object.keys(SCOPES).filter((id) => !documented.includes(id)),
      'stale entries',
    ).toEqual([])
  })

  it('has a logged-out request for every member-only call', () => {
    const memberOnly = Object.entries(SCOPES).filter(([, entry]) =>
      ['member', 'dev'].includes(entry.scope),
    )
    expect(memberOnly.filter(([, entry]) => entry.loggedOut === undefined)).toEqual([])
  })
})

describe.each(Object.entries(SCOPES).filter(([, entry]) => entry.loggedOut !== undefined))(
  '%s logged out',
  (id, entry) => {
    it('answers 403 auth.required', async () => {
      const [method = '', url = ''] = id.split(' ')
      const request = entry.loggedOut?.({ member: harness.carol.user.id }) ?? {}
      const upload = request.multipart === true ? multipart(harness.photo) : undefined
      const response = await new TestClient(harness.app).request({
        method,
        url: request.query === undefined ? url : `${url}?${request.query}`,
        ...(upload ?? (request.payload === undefined ? {} : { payload: request.payload })),
      })
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json<ErrorBody>().error.code).toBe('auth.required')
    })

    it('answers 403 auth.required before it reads a broken request (issue 29 §6)', async () => {
      const [method = '', url = ''] = id.split(' ')
      const response = await new TestClient(harness.app).request({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}id=x&page=-1`,
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { broken: true } }),
      })
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json<ErrorBody>().error.code).toBe('auth.required')
    })
  },
)

describe.each(Object.entries(SCOPES))('%s across members', (_id, entry) => {
  it(`(${entry.scope}) leaves B's data alone and shows A nothing private of B`, () =>
    entry.across(harness))
})
