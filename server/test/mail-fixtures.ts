// What the mail render tests share: a member to address (English, Amsterdam time, the default
// site's company; or in any language, with a button's link), and money and dates compared as
// plain text.
import type { Locale } from '../../src/contract/locales'
import type { ButtonMailAddressee } from '../domain/mail/button-mail'
import type { Addressee } from '../domain/mail/order-mail-render'
import { DEFAULT_SITE } from '../domain/sites/default-site'

export const ANNA: Addressee = {
  locale: 'en',
  site: 'Klik',
  siteUrl: 'https://klik.example',
  name: 'Anna',
  timeZone: 'Europe/Amsterdam',
  company: DEFAULT_SITE.company,
}

/** Intl writes no-break spaces in money, percentages and dates: compared as plain spaces. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** Bea, of a site whose name needs escaping, in `locale`; the mail's button leads to `link`. */
export const beaIn = (locale: Locale, link: string): ButtonMailAddressee => ({
  locale,
  site: 'Klik <3',
  name: 'Bea & co',
  timeZone: 'Europe/Amsterdam',
  link,
})
