// Builds the data export mail (pure): the account mails' frame (greeting, a button with the
// link, the link again as text, a note, the signature), with the time the link stops working
// in the member's time zone. The plain-text part has the link alone on its own line; the HTML
// part escapes every filled-in value.
import type { Locale } from '../../../src/contract/locales'
import { escapeHtml } from '../html'
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
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(site)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#c81e50;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(words.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(account.linkHint)}<br><a href="${escapeHtml(link)}" style="color:#555;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>
<p>${escapeHtml(signature)}</p>
</div></body></html>
`
  return { subject, text, html, links: [link] }
}
