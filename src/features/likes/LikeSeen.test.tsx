import 'fake-indexeddb/auto'
import { cleanup, render, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { LikeSeen } from './LikeSeen'

afterEach(async () => {
  cleanup()
  store.set(userAtom, undefined)
  await db.clearAll()
})

describe('LikeSeen', () => {
  it('marks the received like of the opened member as seen', async () => {
    store.set(userAtom, member({ id: 7 }))
    await db.likes.put({
      owner: 7,
      profiles: [],
      liked_by: [{ id: 42, like_new: true, liked_at: '2025-01-01T00:00:00.000Z' }],
      cachedAt: 0,
    })
    render(
      <Provider store={store}>
        <LikeSeen memberId="42" />
      </Provider>,
    )
    await waitFor(async () => expect((await db.likes.get(7))?.liked_by[0]?.like_new).toBe(false))
  })
})
