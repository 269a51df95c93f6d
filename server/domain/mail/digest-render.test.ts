import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { unsubscribeScopeOf } from '../../../src/contract/unsubscribe'
import { DIGEST_LIST_MAX, renderDigest, type DigestContent } from './digest-render'
import { translator } from '../i18n/translate'
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token'
import { DIGEST_TEXTS } from '../i18n/server-texts'

const SITE = 'https://flirt.example'
const content = (overrides: Partial<DigestContent> = {}): DigestContent => ({
  locale: 'en',
  site: 'Flirt NL',
  siteUrl: SITE,
  name: 'Anna',
  conversations: [{ conversation: 7, name: 'Sanne', fictional: true, unread: 2 }],
  likes: [{ name: 'Piet', fictional: false }],
  unsubscribeToken: '5.all.sig',
  ...overrides,
})

describe('renderDigest', () => {
  it('fills in every text in every language, with the links on their own lines', () => {
    for (const locale of LOCALES) {
      const mail = renderDigest(content({ locale }))
      const t = translator(locale)
      const all = `${mail.subject}${mail.text}${mail.html}`
      expect(all, locale).not.toMatch(/\{(site|name|count|text)\}/)
      expect(mail.subject, locale).toContain('Flirt NL')
      expect(mail.text, locale).toContain(t(DIGEST_TEXTS.fictionalName, { name: 'Sanne' }))
      expect(mail.text, locale).toContain(t(DIGEST_TEXTS.fictionalNote))
      for (const link of [`${SITE}/chats/7`, `${SITE}/likes`, `${SITE}/notifications`]) {
        expect(mail.text, locale).toMatch(new RegExp(`^\\s*${link}$`, 'm'))
      }
      expect(mail.links, locale).toContain(`${SITE}/unsubscribe?t=5.all.sig`)
      expect(mail.html, locale).toContain(`lang="${locale}"`)
      expect(mail.headers, locale).toEqual({
        'List-Unsubscribe': `<${SITE}/api/unsubscribe.php?t=5.all.sig>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
  })

  it('counts in the language’s plural forms', () => {
    const polish = (unread: number) =>
      renderDigest(
        content({
          locale: 'pl',
          likes: [],
          conversations: [{ conversation: 1, name: 'Ola', fictional: false, unread }],
        }),
      )
    expect(polish(1).subject).toBe('1 nieprzeczytana wiadomość na Flirt NL')
    expect(polish(3).subject).toBe('3 nieprzeczytane wiadomości na Flirt NL')
    expect(polish(5).text).toContain('- Ola: 5 nieprzeczytanych wiadomości')
  })

  it('says no message text unless given one, escapes HTML, and lists at most DIGEST_LIST_MAX', () => {
    const many = Array.from({ length: DIGEST_LIST_MAX + 3 }, (_, index) => ({
      conversation: index + 1,
      name: `<b>M${index}</b>`,
      fictional: false,
      unread: 1,
    }))
    const mail = renderDigest(
      content({
        conversations: [{ ...many[0]!, text: 'See <you> at 8' }, ...many.slice(1)],
        likes: [],
      }),
    )
    expect(mail.text).toContain('“See <you> at 8”')
    expect(mail.html).toContain('“See &lt;you&gt; at 8”')
    expect(mail.html).not.toContain('<b>M0</b>')
    expect(mail.text).toContain('and 3 more')
    expect(mail.text).not.toContain(`${SITE}/chats/${DIGEST_LIST_MAX + 1}\n`)
    expect(renderDigest(content()).text).not.toContain('“')
  })
})

describe('unsubscribe tokens', () => {
  const secret = Buffer.from('a test secret of at least thirty-two characters')

  it('verifies what it signed and nothing else', () => {
    const token = signUnsubscribe(secret, 42, 'likes')
    expect(unsubscribeScopeOf(token)).toEqual(['likes'])
    expect(verifyUnsubscribe(secret, token)).toEqual({ member: 42, scope: 'likes' })
    const signature = token.split('.')[2] ?? ''
    expect(verifyUnsubscribe(secret, `43.likes.${signature}`)).toBeNull()
    expect(verifyUnsubscribe(secret, `42.all.${signature}`)).toBeNull()
    expect(
      verifyUnsubscribe(Buffer.from('another secret, also long enough to use'), token),
    ).toBeNull()
    expect(verifyUnsubscribe(secret, `${token}x`)).toBeNull()
    expect(verifyUnsubscribe(secret, '')).toBeNull()
  })
})
