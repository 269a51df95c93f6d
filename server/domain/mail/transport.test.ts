import { describe, expect, it } from 'vitest'
import { senderOf } from './transport'

describe('senderOf', () => {
  it("sends from MAIL_FROM's address under the site's name", () => {
    expect(senderOf('Klik <no-reply@mail.example>', 'Liebe DE')).toEqual({
      name: 'Liebe DE',
      address: 'no-reply@mail.example',
    })
    expect(senderOf('no-reply@mail.example', 'Flirt NL')).toEqual({
      name: 'Flirt NL',
      address: 'no-reply@mail.example',
    })
  })

  it('keeps MAIL_FROM as it is without a site name', () => {
    expect(senderOf('Klik <no-reply@localhost>', undefined)).toBe('Klik <no-reply@localhost>')
  })
})
