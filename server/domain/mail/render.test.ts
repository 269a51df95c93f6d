import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { ACCOUNT_MAIL_KINDS } from '../../db/schema'
import { translator } from '../i18n/translate'
import { renderMail } from './render'
import { MAIL_TEXTS } from '../i18n/server-texts'

const LINK = 'https://klik.example/api/activate.php?token=abc_DEF-123'

describe('account mails', () => {
  it.each(LOCALES)(
    'are complete in %s: subject, greeting, the link on its own line, site name',
    (locale) => {
      for (const kind of ACCOUNT_MAIL_KINDS) {
        const mail = renderMail(
          kind,
          locale,
          { site: 'Flirt NL', name: 'Sanne', email: 'new@example.com' },
          LINK,
        )
        expect(mail.subject, kind).toContain('Flirt NL')
        expect(mail.text, kind).toContain(`\n${LINK}\n`)
        expect(mail.text, kind).toContain('Sanne')
        expect(mail.html, kind).toContain(`href="${LINK}"`)
        expect(mail.html, kind).toContain(`lang="${locale}"`)
        expect(`${mail.subject}${mail.text}${mail.html}`, kind).not.toMatch(/\{(site|name|email)\}/)
      }
      expect(
        renderMail(
          'mail_change_undo',
          locale,
          { site: 'K', name: 'N', email: 'new@example.com' },
          LINK,
        ).text,
      ).toContain('new@example.com')
    },
  )

  it('are really translated: no two languages share a subject', () => {
    for (const kind of ACCOUNT_MAIL_KINDS) {
      const subjects = LOCALES.map((locale) =>
        translator(locale)(MAIL_TEXTS.kinds[kind].subject, { site: 'Klik' }),
      )
      expect(new Set(subjects).size, kind).toBe(LOCALES.length)
    }
  })

  it('escape what members typed in the HTML part', () => {
    const mail = renderMail(
      'activate',
      'en',
      { site: 'Klik', name: '<script>alert(1)</script>&' },
      LINK,
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;')
    expect(mail.text).toContain('Hi <script>alert(1)</script>&,')
  })
})
