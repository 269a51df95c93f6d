// The one layout of every mail Klik sends (pure): a mail is a document of blocks, and this
// renders it twice — the plain-text part, where every link stands alone on its own line and
// blocks are parted by an empty line, and the HTML part, a small page in the site's colours
// that escapes every value. Callers pass plain text; no mail writes HTML of its own.
import type { Locale } from '../../../src/contract/locales'
import { escapeHtml } from '../html'

/** A link: in the plain text its label on one line and the address alone on the next. */
export interface MailLink {
  label: string
  url: string
}

/** A line of a paragraph: a text, or a link. */
export type MailLine = string | MailLink

export interface MailListItem {
  line: string
  /** A quoted text under the line (a message's preview). */
  quote?: string
  link?: MailLink
}

export type MailBlock =
  | { kind: 'paragraph'; lines: readonly MailLine[]; style?: 'small' | 'strong' }
  /** A button; under it the hint and the address as text, for mail programs that hide it. */
  | { kind: 'button'; label: string; url: string; hint: string }
  /** "label: value" rows: `line` is the row as the plain text writes it in the language. */
  | { kind: 'rows'; rows: readonly { label: string; value: string; line: string }[] }
  /** A text the reader sent us, quoted (the plain text marks each line with "> "). */
  | { kind: 'quote'; label?: string; text: string }
  | { kind: 'list'; heading: string; items: readonly MailListItem[]; after?: readonly MailLine[] }

export interface MailDocument {
  locale: Locale
  /** The site's name, on top of the HTML part. */
  site: string
  subject: string
  /** A warning above everything (an order of the test checkout). */
  banner?: { title: string; text: string }
  greeting?: string
  blocks: readonly MailBlock[]
  signature?: string
  /** Small print under a line: the seller's details, why the mail came, how to stop it. */
  footer?: readonly MailLine[]
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  /** Every address of the plain-text part, in order. */
  links: string[]
}

const COLOUR = '#c81e50'
const SMALL = 'font-size:13px;color:#555'

const isLink = (line: MailLine): line is MailLink => typeof line !== 'string'

function textLines(lines: readonly MailLine[]): string[] {
  return lines.flatMap((line) => (isLink(line) ? [line.label, line.url] : [line]))
}

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return textLines(block.lines)
    case 'button':
      return [block.url]
    case 'rows':
      return block.rows.map((row) => row.line)
    case 'quote':
      return [
        ...(block.label === undefined ? [] : [block.label]),
        ...block.text.split('\n').map((line) => `> ${line}`),
      ]
    case 'list':
      return [
        block.heading,
        ...block.items.flatMap((item) => [
          `- ${item.line}`,
          ...(item.quote === undefined ? [] : [`  ${item.quote}`]),
          ...(item.link === undefined ? [] : [`  ${item.link.url}`]),
        ]),
        ...textLines(block.after ?? []),
      ]
  }
}

/** A link in the HTML part, labelled as the plain text labels it, less a closing colon. */
function anchor(link: MailLink, style = `color:${COLOUR}`): string {
  const label = link.label.replace(/\s*:\s*$/, '')
  return `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(label)}</a>`
}

function htmlLines(lines: readonly MailLine[]): string {
  return lines.map((line) => (isLink(line) ? anchor(line) : escapeHtml(line))).join('<br>')
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.style === 'strong'
        ? `<p style="font-size:16px"><strong>${htmlLines(block.lines)}</strong></p>`
        : `<p${block.style === 'small' ? ` style="${SMALL}"` : ''}>${htmlLines(block.lines)}</p>`
    case 'button': {
      const url = escapeHtml(block.url)
      return `<p style="margin:24px 0"><a href="${url}" style="background:${COLOUR};color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(block.label)}</a></p>
<p style="${SMALL}">${escapeHtml(block.hint)}<br><a href="${url}" style="color:#555;word-break:break-all">${url}</a></p>`
    }
    case 'rows':
      return `<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">
${block.rows
  .map(
    (row) =>
      `<tr><th style="text-align:left;font-weight:normal;color:#555;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:4px 0">${escapeHtml(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    case 'quote':
      return `${block.label === undefined ? '' : `<p style="${SMALL};margin-bottom:4px">${escapeHtml(block.label)}</p>\n`}<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #ddd;color:#444;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`
    case 'list':
      return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(block.heading)}</h2>
<ul style="padding-left:20px;margin:0">
${block.items.map(listItemHtml).join('\n')}
</ul>${block.after === undefined || block.after.length === 0 ? '' : `\n<p>${htmlLines(block.after)}</p>`}`
  }
}

function listItemHtml(item: MailListItem): string {
  const quote =
    item.quote === undefined ? '' : `<br><span style="color:#555">${escapeHtml(item.quote)}</span>`
  const link = item.link === undefined ? '' : ` — ${anchor(item.link)}`
  return `<li style="margin:0 0 8px">${escapeHtml(item.line)}${quote}${link}</li>`
}

function plainText(mail: MailDocument): string[] {
  const parts: string[][] = [
    ...(mail.banner === undefined ? [] : [[`*** ${mail.banner.title} ***`, mail.banner.text]]),
    ...(mail.greeting === undefined ? [] : [[mail.greeting]]),
    ...mail.blocks.map(blockText),
    ...(mail.signature === undefined ? [] : [[`— ${mail.signature}`]]),
    ...(mail.footer === undefined ? [] : [textLines(mail.footer)]),
  ]
  return parts.flatMap((part) => [...part, ''])
}

function page(mail: MailDocument): string {
  const banner =
    mail.banner === undefined
      ? ''
      : `<p style="margin:0 0 16px;padding:12px;border:2px solid #b00020;border-radius:6px;background:#fdecee;color:#b00020;font-weight:bold;font-size:16px">${escapeHtml(mail.banner.title)}<br><span style="font-weight:normal;font-size:14px">${escapeHtml(mail.banner.text)}</span></p>\n`
  const body = [
    ...(mail.greeting === undefined ? [] : [`<p>${escapeHtml(mail.greeting)}</p>`]),
    ...mail.blocks.map(blockHtml),
    ...(mail.signature === undefined ? [] : [`<p>${escapeHtml(mail.signature)}</p>`]),
    ...(mail.footer === undefined
      ? []
      : [
          `<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${htmlLines(mail.footer)}</p>`,
        ]),
  ]
  return `<!doctype html>
<html lang="${mail.locale}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:${COLOUR};margin:0 0 16px">${escapeHtml(mail.site)}</p>
${banner}${body.join('\n')}
</div></body></html>
`
}

export function renderMailDocument(mail: MailDocument): RenderedMail {
  const text = plainText(mail)
  return {
    subject: mail.subject,
    text: text.join('\n'),
    html: page(mail),
    links: text.filter((line) => /^\s*https?:\/\//.test(line)).map((line) => line.trim()),
  }
}
