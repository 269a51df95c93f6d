import { describe, expect, it } from 'vitest'
import { ageBandOf, avatarLook, persona, personaFile, type AgeBand } from './avatar-pool'
import { createRng } from './prng'

const personas = Array.from({ length: 600 }, (_, index) => persona(index))
const GREYS = new Set(['e8e1e1', 'ecdcbf', 'dee1f5'])
const hairOf = (look: Record<string, unknown>) =>
  ((look.top ?? look.hair) as string[] | undefined)?.[0] ?? ''
const colourOf = (look: Record<string, unknown>) => (look.hairColor as string[])[0] ?? ''

describe('ageBandOf', () => {
  it('splits at 35 and 55', () => {
    expect([18, 34, 35, 54, 55, 80].map(ageBandOf)).toEqual([
      'young',
      'young',
      'middle',
      'middle',
      'older',
      'older',
    ])
  })
})

describe('persona', () => {
  it('has every gender in every age band within the smallest pool', () => {
    const looks = new Set(personas.slice(0, 12).map((p) => `${p.gender}:${p.band}`))
    expect(looks.size).toBe(6)
  })

  it('never gives a woman facial hair, and only men the men’s cuts', () => {
    for (const p of personas.filter((p) => p.gender === 'female')) {
      expect(p.identity.facialHairProbability, `persona ${p.index}`).toBe(0)
      expect(['shortFlat', 'theCaesar', 'balding', 'buzzcut', 'mohawk', 'fade']).not.toContain(
        hairOf(p.identity),
      )
    }
    expect(
      personas.some((p) => p.gender === 'male' && p.identity.facialHairProbability === 100),
    ).toBe(true)
  })

  it('keeps grey hair and bald heads from the young, and gives them mostly to the older', () => {
    const young = personas.filter((p) => p.band === 'young')
    for (const p of young) {
      expect(GREYS.has(colourOf(p.identity)), `persona ${p.index}`).toBe(false)
      expect(hairOf(p.identity)).not.toBe('balding')
    }
    const older = personas.filter((p) => p.band === 'older')
    const grey = older.filter((p) => GREYS.has(colourOf(p.identity))).length
    expect(grey / older.length).toBeGreaterThan(0.7)
    for (const p of personas.filter((p) => p.band !== 'young' && p.style === 'personas')) {
      expect(['e15c66', 'f27d65', 'f29c65']).not.toContain(colourOf(p.identity))
    }
    for (const p of older) {
      expect([
        'pigtails',
        'mohawk',
        'dreads01',
        'shaggyMullet',
        'fro',
        'bunUndercut',
      ]).not.toContain(hairOf(p.identity))
    }
  })

  it('is the same look for the same rng state (a pure choice)', () => {
    const look = (band: AgeBand) => avatarLook('personas', 'male', band, createRng('same'))
    expect(look('older')).toEqual(look('older'))
    expect(avatarLook('avataaars', 'female', 'older', createRng('x'))).toMatchObject({
      facialHairProbability: 0,
    })
  })

  it('names its files by style, gender and band', () => {
    const p = persona(5)
    expect(personaFile(p, 1).filename).toBe(`demo/v2/${p.style}-male-older-5-1.jpg`)
  })
})
