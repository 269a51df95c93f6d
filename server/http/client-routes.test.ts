import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientRoutes, routeMatcher } from './client-routes'

const matches = routeMatcher([
  '/',
  '/login',
  '/members/',
  '/members/$memberId/',
  '/members/$memberId/landing2/$slug',
  '/credits/$creditId/{-$paymentMethod}',
  '/_dev/$',
  '/pages/faq',
])

describe('routeMatcher', () => {
  it('matches fixed paths, with or without a trailing slash', () => {
    expect(matches('/')).toBe(true)
    expect(matches('/login')).toBe(true)
    expect(matches('/login/')).toBe(true)
    expect(matches('/members')).toBe(true)
    expect(matches('/members/')).toBe(true)
    expect(matches('/pages/faq')).toBe(true)
  })

  it('matches one segment per parameter, an optional one, and a splat', () => {
    expect(matches('/members/12')).toBe(true)
    expect(matches('/members/12/landing2/summer')).toBe(true)
    expect(matches('/members/12/landing2')).toBe(false)
    expect(matches('/credits/3')).toBe(true)
    expect(matches('/credits/3/ideal')).toBe(true)
    expect(matches('/credits/3/ideal/more')).toBe(false)
    expect(matches('/_dev')).toBe(true)
    expect(matches('/_dev/mails/1')).toBe(true)
  })

  it('refuses what no route knows', () => {
    expect(matches('/nope')).toBe(false)
    expect(matches('/loginx')).toBe(false)
    expect(matches('/members/12/photos')).toBe(false)
    expect(matches('/pages/faq.php')).toBe(false)
    expect(matches('/%E0%A4%A')).toBe(false)
  })
})

describe('clientRoutes', () => {
  it('treats every path as a page while no manifest exists, and reads one when it appears', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klik-routes-'))
    const file = path.join(dir, 'route-manifest.json')
    const isPage = clientRoutes(file)
    expect(isPage('/nope')).toBe(true)
    writeFileSync(file, JSON.stringify({ routes: ['/', '/login'] }))
    expect(isPage('/nope')).toBe(false)
    expect(isPage('/login')).toBe(true)
  })
})
