// The "open your mailbox" shortcut of signup step 7: webmail of the providers members use most
// (the spec's audience is largely Dutch), by the address's domain. mailprovider is 2 when a
// link is known, else 1.
import { domainOf } from './email-address'

const GMAIL = 'https://mail.google.com/'
const OUTLOOK = 'https://outlook.live.com/mail/'
const YAHOO = 'https://mail.yahoo.com/'
const ICLOUD = 'https://www.icloud.com/mail'
const KPN = 'https://webmail.kpnmail.nl/'
const GMX = 'https://www.gmx.net/'

const WEBMAIL: Record<string, string> = {
  'gmail.com': GMAIL,
  'googlemail.com': GMAIL,
  ...Object.fromEntries(
    ['outlook', 'hotmail', 'live', 'msn'].flatMap((name) =>
      ['com', 'nl', 'be', 'de', 'fr', 'it', 'es', 'co.uk', 'at', 'ie'].map((tld) => [
        `${name}.${tld}`,
        OUTLOOK,
      ]),
    ),
  ),
  ...Object.fromEntries(
    ['com', 'nl', 'de', 'fr', 'it', 'es', 'co.uk', 'be', 'at', 'ie', 'pl'].map((tld) => [
      `yahoo.${tld}`,
      YAHOO,
    ]),
  ),
  'ymail.com': YAHOO,
  'icloud.com': ICLOUD,
  'me.com': ICLOUD,
  'mac.com': ICLOUD,
  'ziggo.nl': 'https://webmail.ziggo.nl/',
  'kpnmail.nl': KPN,
  'planet.nl': KPN,
  'hetnet.nl': KPN,
  'home.nl': KPN,
  'kpnplanet.nl': KPN,
  'xs4all.nl': 'https://webmail.xs4all.nl/',
  'telfort.nl': KPN,
  'gmx.net': GMX,
  'gmx.de': GMX,
  'gmx.at': GMX,
  'gmx.com': 'https://www.gmx.com/',
  'web.de': 'https://web.de/',
  't-online.de': 'https://email.t-online.de/',
  'orange.fr': 'https://messagerie.orange.fr/',
  'wanadoo.fr': 'https://messagerie.orange.fr/',
  'free.fr': 'https://webmail.free.fr/',
  'libero.it': 'https://mail.libero.it/',
  'wp.pl': 'https://poczta.wp.pl/',
  'onet.pl': 'https://poczta.onet.pl/',
  'o2.pl': 'https://poczta.o2.pl/',
}

export function mailProviderOf(email: string): {
  mailprovider: 1 | 2
  mailprovider_link: string | null
} {
  const link = WEBMAIL[domainOf(email)]
  return link === undefined
    ? { mailprovider: 1, mailprovider_link: null }
    : { mailprovider: 2, mailprovider_link: link }
}
