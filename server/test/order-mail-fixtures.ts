// What the order mail render tests share: a member to address (English, Amsterdam time, the
// default site's company) and money and dates compared as plain text.
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
