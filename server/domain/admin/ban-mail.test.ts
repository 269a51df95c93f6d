// The ban mail in every language: the site in the subject, the date in the member's zone, the
// ground's own sentence (a different one for each ground), the way to object with the ban
// page's link alone on its line. Escaping and the layout are every-mail.test.ts's.
import { describe, expect, it } from 'vitest'
import { BAN_GROUNDS } from '../../../src/contract/admin'
import { LOCALES } from '../../../src/contract/locales'
import { beaIn } from '../../test/mail-fixtures'
import { renderBanMail } from './ban-mail'
import { translator } from '../i18n/translate'
import { BAN_MAIL_TEXTS } from '../i18n/server-texts'

const link = 'https://klik.example/pages/ban'

describe.each(LOCALES)('the ban mail (%s)', (locale) => {
  const mail = renderBanMail({
    ...beaIn(locale, link),
    bannedAt: new Date('2026-11-24T22:30:00Z'),
    ground: 'scam',
  })
  const t = translator(locale)

  it('says when, on which ground, and how to object, with the ban page', () => {
    expect(mail.subject).toContain('Klik <3')
    // 22:30 UTC is 23:30 in Amsterdam, still the 24th.
    expect(mail.text).toMatch(/23[:.]30/)
    expect(mail.text).toContain(`${t(BAN_MAIL_TEXTS.why)} ${t(BAN_MAIL_TEXTS.grounds.scam)}`)
    expect(mail.text).toContain(t(BAN_MAIL_TEXTS.object))
    expect(mail.text).toContain(t(BAN_MAIL_TEXTS.courts))
    expect(mail.text.split('\n')).toContain(link)
    expect(mail.links).toEqual([link])
  })

  it('has a sentence of its own for each ground', () => {
    const sentences = BAN_GROUNDS.map((ground) => t(BAN_MAIL_TEXTS.grounds[ground]))
    expect(new Set(sentences).size).toBe(BAN_GROUNDS.length)
    if (locale !== 'en') {
      expect(t(BAN_MAIL_TEXTS.grounds.scam)).not.toBe(translator('en')(BAN_MAIL_TEXTS.grounds.scam))
    }
  })
})
