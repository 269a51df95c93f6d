// The data export mail in every language: the site's name in the subject, the link alone on
// its own line of the text part, and the time it stops working in the member's zone. Escaping
// and the layout are every-mail.test.ts's.
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { beaIn } from '../../test/mail-fixtures'
import { renderExportMail } from './export-mail-render'
import { translator } from '../i18n/translate'
import { EXPORT_MAIL_TEXTS } from '../i18n/server-texts'

const link = 'https://klik.example/api/data_export_file.php?token=abc_DEF-123'

describe.each(LOCALES)('the data export mail (%s)', (locale) => {
  const mail = renderExportMail({
    ...beaIn(locale, link),
    expiresAt: new Date('2026-11-25T15:30:00Z'),
  })

  it('names the site, carries the link on its own line and the hour it ends', () => {
    expect(mail.subject).toContain('Klik <3')
    expect(mail.text.split('\n')).toContain(link)
    expect(mail.links).toEqual([link])
    expect(mail.text).toContain('24')
    // 15:30 UTC is 16:30 in Amsterdam.
    expect(mail.text).toMatch(/16[:.]30/)
    expect(mail.text).toContain(
      translator(locale)(EXPORT_MAIL_TEXTS.note, { site: 'x' }).slice(0, 20),
    )
  })
})
