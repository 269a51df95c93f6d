import { describe, expect, it } from 'vitest'
import { passwordJudge } from './password-strength'

describe('passwordJudge (the forms’ meter)', () => {
  it('knows English and the interface language, and switches between languages', async () => {
    const en = await passwordJudge('en')
    expect(en('password1', []).hint).toBe('common')
    const pl = await passwordJudge('pl')
    expect(pl('niebieskiego', [])).toMatchObject({ error: 'password.too_weak' })
    expect(en('niebieskiego', []).error).toBeNull()
    expect(pl('lemon tree sky 42', [])).toEqual({ score: 4, error: null, hint: null })
  })

  it("judges the member's own words as the server does", async () => {
    const en = await passwordJudge('en')
    expect(en('zorbingtonquill', ['zorbington quill', 'zorbingtonquill'])).toMatchObject({
      error: 'password.too_weak',
      hint: 'personal',
    })
  })
})
