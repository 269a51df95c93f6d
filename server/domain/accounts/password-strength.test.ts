// The server's password check with the real dictionaries: the rule's boundaries, every
// language's common words, the member's own words.
import { describe, expect, it } from 'vitest'
import { assertStrongPassword, passwordCheck } from './password-strength'

const inputs = ['anna.jansen@example.com', 'anna.jansen', 'anna', 'jansen', 'example', 'klik']

describe('the new-password rule on the server', () => {
  it('refuses common passwords of every interface language', async () => {
    const check = await passwordCheck()
    for (const password of [
      'password1',
      'iloveyou',
      '12345678',
      'qwertyuiop',
      'p@ssw0rd',
      'wachtwoord',
      'Passwort123',
      'motdepasse',
      'contraseña',
      'kochamcie',
    ]) {
      expect(check(password, []).error, password).toBe('password.too_weak')
    }
  })

  it("refuses the member's own words that are strong for anybody else", async () => {
    const check = await passwordCheck()
    expect(check('anna.jansen', []).error).toBeNull()
    expect(check('anna.jansen', inputs)).toMatchObject({
      error: 'password.too_weak',
      hint: 'personal',
    })
  })

  it('accepts phrases and random strings', async () => {
    const check = await passwordCheck()
    for (const password of ['lemon tree sky 42', 'correct horse battery', 'Xq7!kzP2']) {
      expect(check(password, inputs).error, password).toBeNull()
    }
  })

  it('throws 422 with the code and its numbers', async () => {
    await expect(assertStrongPassword('abc', {})).rejects.toMatchObject({
      statusCode: 422,
      code: 'password.too_short',
      details: { min_length: 8 },
    })
    await expect(assertStrongPassword('password1', {})).rejects.toMatchObject({
      statusCode: 422,
      code: 'password.too_weak',
      details: { score: 0, min_score: 2 },
    })
    await expect(assertStrongPassword('lemon tree sky 42', {})).resolves.toBeUndefined()
  })
})
