import { describe, expect, it } from 'vitest'
import * as endpoints from '../endpoints'
import { routeUrl } from '../route-url'
import * as routes from '.'

describe('the route table', () => {
  it('has one route for every endpoint, and each endpoint is its route with schemas', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort())
    for (const [name, route] of Object.entries(routes)) {
      const descriptor = endpoints[name as keyof typeof endpoints]
      expect(descriptor, name).toMatchObject(route)
    }
  })

  it('names each call once: no two routes share a method, path and query flag', () => {
    const keys = Object.values(routes).map(
      (route) => `${route.method} ${route.path} ${'action' in route ? route.action : ''}`,
    )
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('routeUrl', () => {
  it('puts the query flag first, then the query', () => {
    expect(routeUrl(routes.pushSubscription)).toBe('/api/user.php?push=1')
    expect(routeUrl(routes.member, { id: 4 })).toBe('/api/member.php?id=4')
    expect(routeUrl(routes.settings)).toBe('/api/settings.php')
  })
})
