// Shorthand for the authorization table, so an entry reads as data: a request (get, post,
// put, del, upload) whose parts may name B's things, byA and byB to make it as a member with
// the status it must answer, and whole entries for the kinds that repeat (a public call, an
// operator call, a case sent about B).
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { ErrorBody } from '../../../src/contract/errors'
import { TestClient } from '../accounts'
import { acrossMembers, expectStatus, me, multipart, type Entry, type World } from './harness'
import { rowsOf } from './rows'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** A value, or how to make it from the world (where it names B's things). */
type Made<T> = T | ((world: World) => T | Promise<T>)

interface Request {
  method: Method
  url: Made<string>
  payload?: Made<object>
  /** a photo upload (multipart) instead of a JSON body */
  upload?: true
}

export const get = (url: Made<string>): Request => ({ method: 'GET', url })
export const post = (url: Made<string>, payload?: Made<object>): Request => ({
  method: 'POST',
  url,
  payload,
})
export const put = (url: Made<string>, payload: Made<object>): Request => ({
  method: 'PUT',
  url,
  payload,
})
export const del = (url: Made<string>, payload: Made<object>): Request => ({
  method: 'DELETE',
  url,
  payload,
})
export const upload = (url: Made<string>): Request => ({ method: 'POST', url, upload: true })

async function made<T>(value: Made<T> | undefined, world: World): Promise<T | undefined> {
  return typeof value === 'function' ? (value as (world: World) => T | Promise<T>)(world) : value
}

async function send(client: TestClient, request: Request, world: World) {
  const url = (await made(request.url, world)) ?? ''
  if (request.upload === true)
    return client.request({ method: 'POST', url, ...multipart(world.photo) })
  const payload = await made(request.payload, world)
  return client.request({
    method: request.method,
    url,
    ...(payload === undefined ? {} : { payload }),
  })
}

/**
 * What an answer must hold: its JSON matches an object (toMatchObject), or a check of its own
 * gets the answer (its JSON, or its text where it is not JSON).
 */
type Expected = Record<string, unknown> | ((answer: unknown, world: World) => unknown)

/** A's request: it answers `status` (and `expected`); the act answers its body. */
export function byA(request: Request, status: number, expected?: Expected) {
  return async (world: World): Promise<string[]> => {
    const response = await expectStatus(send(world.a.client, request, world), status)
    const json = String(response.headers['content-type']).includes('json')
    const answer: unknown = json ? JSON.parse(response.body) : response.body
    if (typeof expected === 'function') await expected(answer, world)
    else if (expected !== undefined) expect(answer).toMatchObject(expected)
    return [response.body]
  }
}

/** B's own request before the snapshot, answering `status`. */
export function byB(request: Request, status: number) {
  return async (world: World): Promise<void> => {
    await expectStatus(send(world.b.client, request, world), status)
  }
}

/** Steps one after another: answers the bodies of all of them. */
export function inTurn(...steps: ((world: World) => Promise<string[] | void>)[]) {
  return async (world: World): Promise<string[]> => {
    const bodies: string[] = []
    for (const step of steps) bodies.push(...((await step(world)) ?? []))
    return bodies
  }
}

/** A check of an answer: A is still A (the call did not log A in as anyone else). */
export async function stillA(_answer: unknown, { a }: World) {
  expect((await me(a)).id).toBe(a.user.id)
}

/** A check of an answer: it is A's account. */
export function isA(answer: unknown, { a }: World) {
  expect(answer).toMatchObject({ id: a.user.id })
}

/** B's conversation with Carol (made by world()). */
export async function conversationOf({ app, b }: World): Promise<number> {
  const [theirs] = (await rowsOf(app.db, b.user.id)).conversations
  if (theirs === undefined) throw new Error('B has no conversation')
  return theirs.id
}

/** B's message to Carol (made by world()). */
export async function messageOf({ app, b }: World) {
  const [mine] = (await rowsOf(app.db, b.user.id)).messages
  if (mine === undefined) throw new Error('B has no message')
  return mine
}

/** A request by its table key ('METHOD /path'), with the query and body it is sent. */
interface Sent {
  query?: string
  payload?: Record<string, unknown>
}

function sendAs(client: TestClient, id: string, { query, payload }: Sent) {
  const [method = '', path = ''] = id.split(' ')
  return client.request({
    method,
    url: query === undefined ? path : `${path}?${query}`,
    ...(payload === undefined ? {} : { payload }),
  })
}

/** Public calls: each answers A as it answers a visitor, and with nothing private of B. */
export function sameForEveryone(requests: Record<string, Sent>): Record<string, Entry> {
  const entry = (id: string, request: Sent): Entry => ({
    scope: 'public',
    across: acrossMembers({
      act: async ({ app, a }) => {
        const asVisitor = await sendAs(new TestClient(app), id, request)
        const asMember = await sendAs(a.client, id, request)
        expect(asMember.statusCode).toBe(asVisitor.statusCode)
        expect(asMember.body).toBe(asVisitor.body)
        return [asMember.body]
      },
    }),
  })
  return mapEntries(requests, entry)
}

/** Operator calls, about member `b`: A is refused (403 admin.forbidden), B's rows stay. */
export function refusedToMembers(
  requests: Record<string, (b: number) => Sent>,
): Record<string, Entry> {
  const entry = (id: string, request: (b: number) => Sent): Entry => ({
    scope: 'operator',
    across: acrossMembers({
      act: async ({ a, b }) => {
        const response = await sendAs(a.client, id, request(b.user.id))
        expect(response.statusCode, response.body).toBe(403)
        expect(response.json<ErrorBody>().error.code).toBe('admin.forbidden')
        return [response.body]
      },
    }),
  })
  return mapEntries(requests, entry)
}

function mapEntries<T>(requests: Record<string, T>, entry: (id: string, request: T) => Entry) {
  return Object.fromEntries(
    Object.entries(requests).map(([id, request]) => [id, entry(id, request)]),
  )
}

/** A case sent by A about B: A's own case, B's rows untouched, nothing of B's in the answer. */
export function caseAbout(url: string, payload: (b: number) => Record<string, unknown>) {
  return acrossMembers({
    act: byA(
      post(url, ({ b }) => ({ key: randomUUID(), ...payload(b.user.id) })),
      200,
    ),
  })
}
