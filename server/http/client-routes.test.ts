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

/** The matcher takes every path of `taken` and none of `refused`; a failure names the paths. */
function expectMatches(taken: string[], refused: string[] = []) {
  expect(taken.filter((url) => !matches(url))).toEqual([])
  expect(refused.filter((url) => matches(url))).toEqual([])
}

describe('routeMatcher', () => {
  it('matches fixed paths, with or without a trailing slash', () => {
    expectMatches(['/', '/login', '/login/', '/members', '/members/', '/pages/faq'])
  })

  it('matches one segment per parameter, an optional one, and a splat', () => {
    expectMatches(
      ['/members/12', '/members/12/landing2/summer', '/credits/3', '/credits/3/ideal'],
      ['/members/12/landing2', '/credits/3/ideal/more'],
    )
    expectMatches(['/_dev', '/_dev/mails/1'])
  })

  it('refuses what no route knows', () => {
    expectMatches([], ['/nope', '/loginx', '/members/12/photos', '/pages/faq.php', '/%E0%A4%A'])
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
