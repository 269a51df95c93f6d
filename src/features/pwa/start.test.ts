import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { lastPushAtom, pushPort, registerPushPort } from '../../session/push'
import { browserPush } from './push-port'
import { startPwa } from './start'
import { fakeServiceWorker } from './test-worker'

const initialPort = pushPort()
let stop = () => undefined as unknown
afterEach(() => {
  stop()
  registerPushPort(initialPort)
  store.set(lastPushAtom, null)
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('startPwa', () => {
  it('registers the push port and follows the worker: a push is kept, a click navigates', () => {
    const worker = fakeServiceWorker()
    const navigate = vi.fn()
    stop = startPwa({ navigate })
    expect(pushPort()).toBe(browserPush)
    const push = { title: 'Anna', url: '/chats/3' }
    worker.deliver({ type: 'NEW_PUSH_MESSAGE', push })
    expect(store.get(lastPushAtom)).toEqual(push)
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: '/chats/3' })
    expect(navigate).toHaveBeenCalledWith('/chats/3')
  })
})
