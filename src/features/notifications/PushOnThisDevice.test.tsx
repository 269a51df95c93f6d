import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../lib/store'
import { settingsAtom } from '../../session'
import { NO_PUSH, registerPushPort, type PushPort } from '../../session/push'
import { testSettings } from '../../test/fixtures'
import { renderInApp } from '../../test/render'
import { PushOnThisDevice } from './PushOnThisDevice'

const capable: PushPort = {
  offered: () => Promise.resolve(true),
  subscribe: () => Promise.resolve(null),
  unsubscribe: () => Promise.resolve(),
  support: () => Promise.resolve({ capable: true, permission: 'default', subscribed: false }),
}

afterEach(() => {
  cleanup()
  registerPushPort({ ...capable, support: () => Promise.resolve(NO_PUSH) })
  store.set(settingsAtom, null)
})

describe('PushOnThisDevice', () => {
  it('asks again when the push port is registered after it first rendered (a reload)', async () => {
    store.set(settingsAtom, testSettings({ push_pub: 'BKey' }))
    await renderInApp(() => <PushOnThisDevice />, '/notifications')
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy()
    act(() => registerPushPort(capable))
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy()
  })
})
