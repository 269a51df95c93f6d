// Builds an account mail (activation, password reset, address change and its undo) from
// MAIL_TEXTS in the member's language: a mail with one button (button-mail.ts).
import type { Locale } from '../../../src/contract/locales'
import type { AccountMailKind } from '../../db/schema'
import { translator } from '../i18n/translate'
import { renderButtonMail } from './button-mail'
import type { RenderedMail } from './layout'
import { MAIL_TEXTS } from '../i18n/server-texts'

export interface MailValues {
  site: string
  name: string
  /** The address a mail change moves to (mail_change_undo). */
  email?: string
}

export function renderMail(
  kind: AccountMailKind,
  locale: Locale,
  values: MailValues,
  link: string,
): RenderedMail {
  const t = translator(locale)
  const words = MAIL_TEXTS.kinds[kind]
  const filled = { site: values.site, name: values.name, email: values.email ?? '' }
  return renderButtonMail({
    locale,
    site: values.site,
    name: values.name,
    subject: t(words.subject, filled),
    paragraphs: [[t(words.body, filled)]],
    button: { label: t(words.button), url: link },
    notes: [t(words.note, filled)],
  })
}
