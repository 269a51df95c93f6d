// Builds the digest mail (pure): subject, a plain-text part with every link alone on its own
// line, a small HTML part, and RFC 8058's headers. It lists the conversations with unread
// messages (partner, count; the newest text only with previews on) and the new likes, each with
// its link into the app on the member's site, then why it came, the settings link and the
// unsubscribe link. Every filled-in value is escaped for HTML.
import type { Locale } from '../../../src/contract/locales'
import { escapeHtml } from '../html'
import { counted, DIGEST_TEXTS, fillIn } from './digest-texts'
import { MAIL_TEXTS } from './texts'

/** At most this many conversations and likes each are listed; the rest is "and N more". */
export const DIGEST_LIST_MAX = 10
/** A preview's length in a mail. */
const PREVIEW_CHARACTERS = 200

export interface DigestPerson {
  name: string
  fictional: boolean
}

export interface DigestConversation extends DigestPerson {
  conversation: number
  unread: number
  /** The newest unread message's text: only when the member allows previews. */
  text?: string
}

export interface DigestContent {
  locale: Locale
  site: string
  /** The site's address, without a trailing slash. */
  siteUrl: string
  /** The member's name. */
  name: string
  conversations: DigestConversation[]
  likes: DigestPerson[]
  /** The token of /unsubscribe and /api/unsubscribe.php for what this mail is about. */
  unsubscribeToken: string
}

export interface RenderedDigest {
  subject: string
  text: string
  html: string
  links: string[]
  headers: Record<string, string>
}

interface Entry {
  line: string
  quote?: string
  link?: { label: string; url: string }
}

export function renderDigest(content: DigestContent): RenderedDigest {
  const { locale, site, siteUrl } = content
  const words = DIGEST_TEXTS[locale]
  const account = MAIL_TEXTS[locale]
  const who = (person: DigestPerson) =>
    person.fictional ? fillIn(words.fictionalName, { name: person.name }) : person.name
  const unread = content.conversations.reduce((sum, item) => sum + item.unread, 0)
  const subject =
    content.conversations.length > 0 && content.likes.length > 0
      ? fillIn(words.subjectBoth, { site })
      : content.conversations.length > 0
        ? counted(locale, words.subjectMessages, unread, { site })
        : counted(locale, words.subjectLikes, content.likes.length, { site })

  const sections: Array<{ heading: string; entries: Entry[]; after?: Entry }> = []
  if (content.conversations.length > 0) {
    const shown = content.conversations.slice(0, DIGEST_LIST_MAX)
    const rest = content.conversations.length - shown.length
    sections.push({
      heading: words.messagesHeading,
      entries: shown.map((item) => ({
        line: counted(locale, words.conversation, item.unread, { name: who(item) }),
        ...(item.text === undefined
          ? {}
          : { quote: fillIn(words.quote, { text: truncate(item.text, PREVIEW_CHARACTERS) }) }),
        link: { label: words.read, url: `${siteUrl}/chats/${item.conversation}` },
      })),
      ...(rest > 0
        ? {
            after: {
              line: counted(locale, words.more, rest),
              link: { label: words.read, url: `${siteUrl}/chats` },
            },
          }
        : {}),
    })
  }
  if (content.likes.length > 0) {
    const shown = content.likes.slice(0, DIGEST_LIST_MAX)
    const rest = content.likes.length - shown.length
    sections.push({
      heading: words.likesHeading,
      entries: shown.map((person) => ({ line: fillIn(words.like, { name: who(person) }) })),
      after: {
        line: rest > 0 ? counted(locale, words.more, rest) : '',
        link: { label: words.likesButton, url: `${siteUrl}/likes` },
      },
    })
  }
  const fictional = [...content.conversations, ...content.likes].some((person) => person.fictional)
  const settingsUrl = `${siteUrl}/notifications`
  const unsubscribeUrl = `${siteUrl}/unsubscribe?t=${content.unsubscribeToken}`
  const oneClickUrl = `${siteUrl}/api/unsubscribe.php?t=${content.unsubscribeToken}`
  const greeting = fillIn(account.greeting, { name: content.name })
  const intro = fillIn(words.intro, { site })
  const signature = fillIn(account.signature, { site })
  const why = fillIn(words.why, { site })

  const text: string[] = [greeting, '', intro, '']
  for (const section of sections) {
    text.push(section.heading)
    for (const entry of section.entries) {
      text.push(`- ${entry.line}`)
      if (entry.quote !== undefined) text.push(`  ${entry.quote}`)
      if (entry.link !== undefined) text.push(`  ${entry.link.url}`)
    }
    if (section.after !== undefined) {
      if (section.after.line !== '') text.push(section.after.line)
      if (section.after.link !== undefined) {
        text.push(`${section.after.link.label}:`, section.after.link.url)
      }
    }
    text.push('')
  }
  if (fictional) text.push(words.fictionalNote, '')
  text.push(`— ${signature}`, '', why, words.settings, settingsUrl, words.unsubscribe)
  text.push(unsubscribeUrl, '')

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#c81e50">${escapeHtml(label)}</a>`
  const htmlSections = sections
    .map((section) => {
      const items = section.entries
        .map(
          (entry) =>
            `<li style="margin:0 0 8px">${escapeHtml(entry.line)}${
              entry.quote === undefined
                ? ''
                : `<br><span style="color:#555">${escapeHtml(entry.quote)}</span>`
            }${entry.link === undefined ? '' : ` — ${link(entry.link.url, entry.link.label)}`}</li>`,
        )
        .join('\n')
      const after =
        section.after === undefined
          ? ''
          : `<p>${escapeHtml(section.after.line)}${
              section.after.link === undefined
                ? ''
                : `${section.after.line === '' ? '' : ' — '}${link(section.after.link.url, section.after.link.label)}`
            }</p>`
      return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>
<ul style="padding-left:20px;margin:0">
${items}
</ul>
${after}`
    })
    .join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(site)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${htmlSections}
${fictional ? `<p style="font-size:13px;color:#555">${escapeHtml(words.fictionalNote)}</p>` : ''}
<p>${escapeHtml(signature)}</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${escapeHtml(why)}<br>
${link(settingsUrl, words.settings.replace(/\s*:\s*$/, ''))} · ${link(unsubscribeUrl, words.unsubscribe.replace(/\s*:\s*$/, ''))}</p>
</div></body></html>
`
  const links = text.filter((line) => /^\s*https?:\/\//.test(line)).map((line) => line.trim())
  return {
    subject,
    text: text.join('\n'),
    html,
    links,
    headers: {
      // RFC 8058: a mail program may POST List-Unsubscribe=One-Click here, without asking.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

function truncate(text: string, characters: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= characters ? chars.join('') : `${chars.slice(0, characters - 1).join('')}…`
}
