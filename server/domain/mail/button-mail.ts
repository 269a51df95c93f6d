// A mail with one button (pure), on the one mail layout: the greeting, the paragraphs, the
// button with its link (and the account mails' hint with the link as text), small print, and
// the signature. The account mails, the data export, the ban and the spending-limit mails are
// all of this kind; each brings its own words, already in the member's language.
import type { Locale } from '../../../src/contract/locales'
import { translator } from '../i18n/translate'
import { renderMailDocument, type MailLine, type RenderedMail } from './layout'
import { MAIL_TEXTS } from '../i18n/server-texts'

/** Whom a mail with one button speaks to, and where its button leads. */
export interface ButtonMailAddressee {
  locale: Locale
  /** The site's name. */
  site: string
  /** The member's name. */
  name: string
  /** The IANA zone its dates and times are shown in. */
  timeZone: string
  /** The button's address, on the member's site. */
  link: string
}

export interface ButtonMail {
  locale: Locale
  /** The site's name. */
  site: string
  /** The member's name, for the greeting. */
  name: string
  subject: string
  /** Each paragraph's lines. */
  paragraphs: readonly (readonly MailLine[])[]
  button: { label: string; url: string }
  /** Smaller text under the button. */
  notes?: readonly string[]
}

export function renderButtonMail(mail: ButtonMail): RenderedMail {
  const t = translator(mail.locale)
  return renderMailDocument({
    locale: mail.locale,
    site: mail.site,
    subject: mail.subject,
    greeting: t(MAIL_TEXTS.greeting, { name: mail.name }),
    blocks: [
      ...mail.paragraphs.map((lines) => ({ kind: 'paragraph' as const, lines })),
      { kind: 'button', ...mail.button, hint: t(MAIL_TEXTS.linkHint) },
      ...(mail.notes ?? []).map((note) => ({
        kind: 'paragraph' as const,
        lines: [note],
        style: 'small' as const,
      })),
    ],
    signature: t(MAIL_TEXTS.signature, { site: mail.site }),
  })
}
