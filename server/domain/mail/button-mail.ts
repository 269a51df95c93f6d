// The HTML of a mail with one button (pure): the site's name on top, the greeting and the
// paragraphs, the button with the link, the link again as text under the account mails' hint,
// small print, and the signature. Every value is escaped here, so callers pass plain text.
// Used by the data export mail and the ban mail; their plain-text parts are their own.
import type { Locale } from '../../../src/contract/locales'
import { escapeHtml } from '../html'

export interface ButtonMail {
  locale: Locale
  subject: string
  site: string
  greeting: string
  paragraphs: readonly string[]
  button: { label: string; link: string }
  linkHint: string
  /** Smaller text under the link. */
  notes: readonly string[]
  signature: string
}

export function buttonMailHtml(mail: ButtonMail): string {
  const link = escapeHtml(mail.button.link)
  const small = 'font-size:13px;color:#555'
  return `<!doctype html>
<html lang="${mail.locale}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(mail.site)}</p>
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="background:#c81e50;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(mail.button.label)}</a></p>
<p style="${small}">${escapeHtml(mail.linkHint)}<br><a href="${link}" style="color:#555;word-break:break-all">${link}</a></p>
${mail.notes.map((text) => `<p style="${small}">${escapeHtml(text)}</p>`).join('\n')}
<p>${escapeHtml(mail.signature)}</p>
</div></body></html>
`
}
