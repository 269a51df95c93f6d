import { describe, expect, it } from 'vitest'
import { cards } from './test-data'
import {
  enabledTiles,
  pickCam,
  placeTiles,
  tileIndex,
  webcamTilesAllowed,
  WEBCAM_TILES_AFTER_MS,
  type GridItem,
} from './tiles'

/** The grid as short labels: a profile's index (ids start at 1), CAM<n>, AD<n>. */
function labels(items: GridItem[]): string[] {
  return items.map((item) =>
    item.kind === 'profile'
      ? String(item.profile.id - 1)
      : `${item.kind === 'cam' ? 'CAM' : 'AD'}${item.tile}`,
  )
}

describe('tileIndex', () => {
  it('is floor(index/12)*2 plus 0 for the cam and 1 for the ad', () => {
    expect(tileIndex(0, 'cam')).toBe(0)
    expect(tileIndex(0, 'ad')).toBe(1)
    expect(tileIndex(11, 'ad')).toBe(1)
    expect(tileIndex(12, 'cam')).toBe(2)
    expect(tileIndex(24, 'ad')).toBe(5)
  })
})

describe('pickCam', () => {
  it('wraps around the cams and gives null without any', () => {
    expect(pickCam(['a', 'b', 'c'], 4)).toBe('b')
    expect(pickCam(['a'], 3)).toBe('a')
    expect(pickCam([], 0)).toBeNull()
  })
})

describe('placeTiles', () => {
  it('puts the cam at position 1 and the ad at position 5 of a full block', () => {
    expect(labels(placeTiles(cards(1, 12), { cams: true, ads: true }))).toEqual([
      '0',
      'CAM0',
      '1',
      '2',
      '3',
      'AD1',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ])
  })

  it('places each tile alone at its grid position when the other is off', () => {
    expect(labels(placeTiles(cards(1, 7), { cams: false, ads: true }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      'AD1',
      '5',
      '6',
    ])
    expect(labels(placeTiles(cards(1, 3), { cams: true, ads: false }))).toEqual([
      '0',
      'CAM0',
      '1',
      '2',
    ])
  })

  it('starts every block of 12 profiles again, with the next tile numbers', () => {
    const items = labels(placeTiles(cards(1, 30), { cams: true, ads: true }))
    expect(items.slice(14, 20)).toEqual(['12', 'CAM2', '13', '14', '15', 'AD3'])
    expect(items.slice(28)).toEqual(['24', 'CAM4', '25', '26', '27', 'AD5', '28', '29'])
    expect(items.filter((label) => !label.startsWith('CAM') && !label.startsWith('AD'))).toEqual(
      cards(1, 30).map((profile) => String(profile.id - 1)),
    )
  })

  it('never ends a short last block with a tile', () => {
    const both = { cams: true, ads: true }
    expect(labels(placeTiles(cards(1, 1), both))).toEqual(['0'])
    expect(labels(placeTiles(cards(1, 2), both))).toEqual(['0', 'CAM0', '1'])
    expect(labels(placeTiles(cards(1, 4), both))).toEqual(['0', 'CAM0', '1', '2', '3'])
    expect(labels(placeTiles(cards(1, 5), both))).toEqual(['0', 'CAM0', '1', '2', '3', 'AD1', '4'])
    expect(labels(placeTiles(cards(1, 13), both)).slice(-1)).toEqual(['12'])
    expect(labels(placeTiles(cards(1, 5), { cams: false, ads: true }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ])
  })

  it('adds nothing when both are off, and nothing to no profiles', () => {
    expect(labels(placeTiles(cards(1, 12), { cams: false, ads: false }))).toHaveLength(12)
    expect(placeTiles([], { cams: true, ads: true })).toEqual([])
  })
})

describe('webcamTilesAllowed', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z')
  const signedUp = (ms: number) => new Date(now - ms).toISOString()
  const member = { paid_user: false, signup_date: signedUp(WEBCAM_TILES_AFTER_MS + 1) }
  const site = { member_resell: ['cams' as const] }

  it('allows a non-paying member who signed up more than 4 days ago on a reselling site', () => {
    expect(WEBCAM_TILES_AFTER_MS).toBe(345_600_000)
    expect(webcamTilesAllowed(member, site, now)).toBe(true)
    expect(webcamTilesAllowed(member, { member_resell: ['camads'] }, now)).toBe(true)
  })

  it('refuses at exactly 4 days and before', () => {
    const exactly = { ...member, signup_date: signedUp(WEBCAM_TILES_AFTER_MS) }
    expect(webcamTilesAllowed(exactly, site, now)).toBe(false)
    const before = { ...member, signup_date: signedUp(WEBCAM_TILES_AFTER_MS - 1000) }
    expect(webcamTilesAllowed(before, site, now)).toBe(false)
  })

  it('refuses visitors, paying members and sites without resell', () => {
    expect(webcamTilesAllowed(null, site, now)).toBe(false)
    expect(webcamTilesAllowed(undefined, site, now)).toBe(false)
    expect(webcamTilesAllowed({ ...member, paid_user: true }, site, now)).toBe(false)
    expect(webcamTilesAllowed(member, { member_resell: [] }, now)).toBe(false)
    expect(webcamTilesAllowed(member, null, now)).toBe(false)
    expect(webcamTilesAllowed({ ...member, signup_date: 'not a date' }, site, now)).toBe(false)
  })
})

describe('enabledTiles', () => {
  it('shows webcam tiles only with cams to show, ads by camads', () => {
    expect(enabledTiles(true, ['cams', 'camads'], true)).toEqual({ cams: true, ads: true })
    expect(enabledTiles(true, ['cams', 'camads'], false)).toEqual({ cams: false, ads: true })
    expect(enabledTiles(true, ['cams'], true)).toEqual({ cams: true, ads: false })
    expect(enabledTiles(false, ['cams', 'camads'], true)).toEqual({ cams: false, ads: false })
  })
})
