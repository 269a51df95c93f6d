// Builds the data export mail (pure): a mail with one button (mail/button-mail.ts), with the
// time the link stops working in the member's time zone.
import { translator } from '../i18n/translate'
import { renderButtonMail, type ButtonMailAddressee } from '../mail/button-mail'
import type { RenderedMail } from '../mail/layout'
import { formatDate } from '../mail/order-mail-render'
import { EXPORT_MAIL_TEXTS } from '../i18n/server-texts'

export interface ExportMailContent extends ButtonMailAddressee {
  expiresAt: Date
}

export function renderExportMail(content: ExportMailContent): RenderedMail {
  const { locale, site, link } = content
  const t = translator(locale)
  const until = formatDate(locale, content.expiresAt, content.timeZone)
  return renderButtonMail({
    locale,
    site,
    name: content.name,
    subject: t(EXPORT_MAIL_TEXTS.subject, { site }),
    paragraphs: [[t(EXPORT_MAIL_TEXTS.body, { site, until })]],
    button: { label: t(EXPORT_MAIL_TEXTS.button), url: link },
    notes: [t(EXPORT_MAIL_TEXTS.note, { site })],
  })
}
