// The email field's helpers (spec §5): when to ask the server (debounced, only with an @ and
// a dot), the typo suggestion from a list of common mail domains (many Dutch), and the name
// taken from the part before the @.
import { run as suggestDomain } from '@zootools/email-spell-checker'
import { emailRule } from '../../contract/rules'

export const EMAIL_CHECK_DEBOUNCE_MS = 500

/** Mail domains a typo is corrected towards, the Dutch providers first. */
export const MAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.nl',
  'outlook.com',
  'outlook.nl',
  'live.nl',
  'live.com',
  'msn.com',
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'hetnet.nl',
  'home.nl',
  'xs4all.nl',
  'telfort.nl',
  'tele2.nl',
  'upcmail.nl',
  'chello.nl',
  'casema.nl',
  'quicknet.nl',
  'zeelandnet.nl',
  'caiway.nl',
  'online.nl',
  'solcon.nl',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'yahoo.nl',
  'hotmail.be',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'gmx.net',
  'gmx.de',
  'web.de',
  't-online.de',
  'freenet.de',
  'hotmail.de',
  'hotmail.fr',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'hotmail.it',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'hotmail.es',
  'protonmail.com',
  'proton.me',
] as const

/** Top-level domains of those providers, for a typo in the ending only ("gmail.con"). */
const TOP_LEVEL_DOMAINS = [
  'nl',
  'com',
  'be',
  'de',
  'net',
  'fr',
  'it',
  'pl',
  'es',
  'me',
  'org',
  'eu',
  'co.uk',
]
const SECOND_LEVEL_DOMAINS = [
  'gmail',
  'hotmail',
  'outlook',
  'live',
  'ziggo',
  'kpnmail',
  'planet',
  'hetnet',
  'home',
  'xs4all',
  'telfort',
  'icloud',
  'yahoo',
  'gmx',
  'web',
]

/** The server check runs only for text with an @ and a dot that matches the email pattern. */
export function shouldCheckEmail(text: string): boolean {
  const value = text.trim()
  return value.includes('@') && value.includes('.') && emailRule(value) === undefined
}

/** The corrected address for a likely typo in the domain, or null. */
export function suggestEmail(text: string): string | null {
  const value = text.trim()
  if (!value.includes('@')) return null
  const suggestion = suggestDomain({
    email: value,
    domains: [...MAIL_DOMAINS],
    topLevelDomains: TOP_LEVEL_DOMAINS,
    secondLevelDomains: SECOND_LEVEL_DOMAINS,
  })
  if (!suggestion) return null
  const full = `${value.slice(0, value.lastIndexOf('@'))}@${suggestion.domain}`
  return full.toLowerCase() === value.toLowerCase() ? null : full
}

/** The part before the @, for prefilling an empty name; '' while there is no @ yet. */
export function nameFromEmail(text: string): string {
  const at = text.indexOf('@')
  if (at <= 0) return ''
  return text.slice(0, at).trim()
}
