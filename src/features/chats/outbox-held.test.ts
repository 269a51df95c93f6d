// The outbox (outbox.ts) holding messages back: at an answer that will not change (no credits,
// a block) until the member acts or the balance covers them, and when the member deletes or
// cancels one. How it sends is in outbox.test.ts.
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { setCredits } from '../../session/credits'
import { jsonAnswer } from '../../test/render'
import {
  discardMessage,
  kickOutbox,
  queueMessage,
  releaseHeld,
  retryMessage,
  sendWaitingNow,
  watchOutbox,
} from './outbox'
import {
  fakeServer,
  fetchedTexts,
  OWNER,
  rows,
  serverAnswer,
  setUpOutboxTests,
} from './test-outbox'

setUpOutboxTests()

describe('the outbox', () => {
  it('stops a conversation at an answer that will not change, until the member acts', async () => {
    fakeServer.answer = (body) =>
      body.conversation === 3
        ? jsonAnswer(402, {
            error: {
              code: 'chat.insufficient_credits',
              message: 'x',
              details: { cost: 10, balance: 0 },
            },
          })
        : serverAnswer(body)
    const refused = await queueMessage(OWNER, 3, 'Hallo')
    const behind = await queueMessage(OWNER, 3, 'Nog een')
    const elsewhere = await queueMessage(OWNER, 4, 'Andere chat')
    await kickOutbox()
    expect(await db.messages.get(refused.client_id)).toMatchObject({
      state: 'failed',
      failure: {
        status: 402,
        code: 'chat.insufficient_credits',
        details: { cost: 10, balance: 0 },
      },
    })
    expect(await db.messages.get(behind.client_id)).toMatchObject({ state: 'queued' })
    expect(await db.messages.get(elsewhere.client_id)).toMatchObject({ state: 'sent' })

    // Credits bought: try again, and the queue behind it follows.
    fakeServer.answer = serverAnswer
    await retryMessage(refused.client_id)
    await kickOutbox()
    expect((await rows(3)).map((row) => [row.text, row.state])).toEqual([
      ['Hallo', 'sent'],
      ['Nog een', 'sent'],
    ])
  })

  it('lets the member delete a refused message; the ones behind it go', async () => {
    fakeServer.answer = (body) =>
      body.text === 'Weg'
        ? jsonAnswer(403, { error: { code: 'chat.blocked', message: 'x' } })
        : serverAnswer(body)
    const refused = await queueMessage(OWNER, 5, 'Weg')
    await queueMessage(OWNER, 5, 'Blijft')
    await kickOutbox()
    await discardMessage(refused.client_id)
    await kickOutbox()
    expect((await rows(5)).map((row) => [row.text, row.state])).toEqual([['Blijft', 'sent']])
  })

  it('sends the messages held for credits by themselves once the balance covers them', async () => {
    let balance = 0
    fakeServer.answer = (body) =>
      balance < 10
        ? jsonAnswer(402, {
            error: {
              code: 'chat.insufficient_credits',
              message: 'x',
              details: { cost: 10, balance },
            },
          })
        : serverAnswer(body)
    const stop = watchOutbox()
    try {
      const refused = await queueMessage(OWNER, 6, 'Een')
      await queueMessage(OWNER, 6, 'Twee')
      await queueMessage(OWNER, 6, 'Drie')
      await kickOutbox()
      expect(await db.messages.get(refused.client_id)).toMatchObject({ state: 'failed' })
      expect(store.get(userAtom)?.credits).toBe(0)

      // Five credits given: not enough for one, so nothing is tried.
      setCredits(5)
      await kickOutbox()
      expect(fetchedTexts()).toEqual(['Een'])

      // Bought on another page: the held message and those behind it go, in order, once each.
      balance = 50
      setCredits(50)
      await vi.waitFor(async () => {
        expect((await rows(6)).map((row) => [row.text, row.state])).toEqual([
          ['Een', 'sent'],
          ['Twee', 'sent'],
          ['Drie', 'sent'],
        ])
      })
      expect(fakeServer.stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
      setCredits(90)
      await kickOutbox()
      expect(fakeServer.stored).toHaveLength(3)
    } finally {
      stop()
    }
  })

  it('lets the member cancel a message before it is sent', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const kept = await queueMessage(OWNER, 7, 'Blijft')
    const cancelled = await queueMessage(OWNER, 7, 'Toch niet')
    await kickOutbox()
    expect(fakeServer.stored).toHaveLength(0)
    await discardMessage(cancelled.client_id)
    offline.mockRestore()
    await sendWaitingNow()
    expect(fakeServer.stored.map((message) => message.text)).toEqual(['Blijft'])
    expect((await rows(7)).map((row) => row.client_id)).toEqual([kept.client_id])
    // A sent message is the server's: it cannot be cancelled any more.
    await discardMessage(kept.client_id)
    expect(await db.messages.get(kept.client_id)).toMatchObject({ state: 'sent' })
  })

  it('sends again what a block held when the conversation is opened, and only there', async () => {
    let blocked = true
    fakeServer.answer = (body) =>
      blocked
        ? jsonAnswer(403, { error: { code: 'chat.blocked', message: 'x' } })
        : serverAnswer(body)
    const here = await queueMessage(OWNER, 8, 'Hier')
    const there = await queueMessage(OWNER, 9, 'Daar')
    await kickOutbox()
    blocked = false
    expect(await releaseHeld(OWNER, { hold: 'block', conversation: 8 })).toBe(1)
    await kickOutbox()
    expect(await db.messages.get(here.client_id)).toMatchObject({ state: 'sent' })
    expect(await db.messages.get(there.client_id)).toMatchObject({ state: 'failed' })
  })
})
