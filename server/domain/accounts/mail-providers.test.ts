import { describe, expect, it } from 'vitest'
import { mailProviderOf } from './mail-providers'

describe('mailProviderOf', () => {
  it.each([
    ['anna@gmail.com', 'https://mail.google.com/'],
    ['anna@GoogleMail.com', 'https://mail.google.com/'],
    ['anna@hotmail.nl', 'https://outlook.live.com/mail/'],
    ['anna@live.nl', 'https://outlook.live.com/mail/'],
    ['anna@msn.com', 'https://outlook.live.com/mail/'],
    ['anna@outlook.com', 'https://outlook.live.com/mail/'],
    ['anna@yahoo.com', 'https://mail.yahoo.com/'],
    ['anna@me.com', 'https://www.icloud.com/mail'],
    ['anna@ziggo.nl', 'https://webmail.ziggo.nl/'],
    ['anna@planet.nl', 'https://webmail.kpnmail.nl/'],
    ['anna@hetnet.nl', 'https://webmail.kpnmail.nl/'],
    ['anna@home.nl', 'https://webmail.kpnmail.nl/'],
    ['anna@kpnmail.nl', 'https://webmail.kpnmail.nl/'],
    ['anna@xs4all.nl', 'https://webmail.xs4all.nl/'],
    ['anna@telfort.nl', 'https://webmail.kpnmail.nl/'],
    ['anna@gmx.de', 'https://www.gmx.net/'],
    ['anna@web.de', 'https://web.de/'],
    ['anna@t-online.de', 'https://email.t-online.de/'],
    ['anna@orange.fr', 'https://messagerie.orange.fr/'],
    ['anna@free.fr', 'https://webmail.free.fr/'],
    ['anna@libero.it', 'https://mail.libero.it/'],
    ['anna@wp.pl', 'https://poczta.wp.pl/'],
    ['anna@onet.pl', 'https://poczta.onet.pl/'],
    ['anna@o2.pl', 'https://poczta.o2.pl/'],
  ])('%s has webmail at %s', (email, link) => {
    expect(mailProviderOf(email)).toEqual({ mailprovider: 2, mailprovider_link: link })
  })

  it('answers 1 without a link for other domains', () => {
    for (const email of ['anna@example.com', 'anna@gmail.com.evil.example', 'anna@mail.ziggo.nl']) {
      expect(mailProviderOf(email)).toEqual({ mailprovider: 1, mailprovider_link: null })
    }
  })
})
