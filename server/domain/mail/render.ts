// Builds an account mail from MAIL_TEXTS: subject, a plain-text part with the link alone on
// its own line, and a small HTML part with a button. Every filled-in value is escaped for HTML.
import type { Locale } from '../../../src/contract/locales'
import type { AccountMailKind } from '../../db/schema'
import { escapeHtml } from '../html'
import { MAIL_TEXTS } from './texts'

export interface MailValues {
  site: string
  name: string
  /** The address a mail change moves to (mail_change_undo). */
  email?: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export function renderMail(
  kind: AccountMailKind,
  locale: Locale,
  values: MailValues,
  link: string,
): RenderedMail {
  const texts = MAIL_TEXTS[locale]
  const words = texts.kinds[kind]
  const fill = (template: string) =>
    template.replace(/\{(site|name|email)\}/g, (_, key: keyof MailValues) => values[key] ?? '')
  const subject = fill(words.subject)
  const greeting = fill(texts.greeting)
  const body = fill(words.body)
  const note = fill(words.note)
  const signature = fill(texts.signature)
  const text = [greeting, '', body, '', link, '', note, '', `— ${signature}`, ''].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(values.site)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#c81e50;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(words.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(link)}" style="color:#555;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>
<p>${escapeHtml(signature)}</p>
</div></body></html>
`
  return { subject, text, html }
}
