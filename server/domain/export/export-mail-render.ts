// Builds the data export mail (pure): the account mails' frame (greeting, a button with the
// link, the link again as text, a note, the signature), with the time the link stops working
// in the member's time zone. The plain-text part has the link alone on its own line; the HTML
// part escapes every filled-in value.
import type { Locale } from '../../../src/contract/locales'
import { buttonMailHtml } from '../mail/button-mail'
import { fillIn } from '../mail/digest-texts'
import { formatDate } from '../mail/order-mail-render'
import { MAIL_TEXTS } from '../mail/texts'
import { EXPORT_MAIL_TEXTS } from './export-mail-texts'

export interface ExportMailContent {
  locale: Locale
  /** The site's name. */
  site: string
  name: string
  /** The IANA zone the time is shown in. */
  timeZone: string
  link: string
  expiresAt: Date
}

export interface RenderedExportMail {
  subject: string
  text: string
  html: string
  links: string[]
}

export function renderExportMail(content: ExportMailContent): RenderedExportMail {
  const { locale, site, link } = content
  const words = EXPORT_MAIL_TEXTS[locale]
  const account = MAIL_TEXTS[locale]
  const until = formatDate(locale, content.expiresAt, content.timeZone)
  const subject = fillIn(words.subject, { site })
  const greeting = fillIn(account.greeting, { name: content.name })
  const body = fillIn(words.body, { site, until })
  const note = fillIn(words.note, { site })
  const signature = fillIn(account.signature, { site })
  const text = [greeting, '', body, '', link, '', note, '', `— ${signature}`, ''].join('\n')
  const html = buttonMailHtml({
    locale,
    subject,
    site,
    greeting,
    paragraphs: [body],
    button: { label: words.button, link },
    linkHint: account.linkHint,
    notes: [note],
    signature,
  })
  return { subject, text, html, links: [link] }
}
