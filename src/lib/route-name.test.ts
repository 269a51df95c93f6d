import { describe, expect, it } from 'vitest'
import { routeNameFromPath } from './route-name'

describe('routeNameFromPath', () => {
  it.each([
    ['/', 'index'],
    ['/members', 'members'],
    ['/members/$memberId', 'members-memberId'],
    ['/members/$memberId/', 'members-memberId'],
    ['/chats/$chatId', 'chats-chatId'],
    ['/pages/service', 'pages-service'],
    ['/credits/$creditId/{-$paymentMethod}', 'credits-creditId-paymentMethod'],
  ])('%s → %s', (path, name) => {
    expect(routeNameFromPath(path)).toBe(name)
  })
})
