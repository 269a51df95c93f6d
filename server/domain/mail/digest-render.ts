// Builds the digest mail (pure) on the one mail layout, with RFC 8058's headers. It lists the
// conversations with unread messages (partner, count; the newest text only with previews on)
// and the new likes, each with its link into the app on the member's site, then why it came,
// the settings link and the unsubscribe link.
import type { Locale } from '../../../src/contract/locales'
import { translator, type Translate } from '../i18n/translate'
import { renderMailDocument, type MailBlock, type RenderedMail } from './layout'
import { DIGEST_TEXTS, MAIL_TEXTS } from '../i18n/server-texts'

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

export interface RenderedDigest extends RenderedMail {
  headers: Record<string, string>
}

export function renderDigest(content: DigestContent): RenderedDigest {
  const { locale, site, siteUrl } = content
  const t = translator(locale)
  const who = (person: DigestPerson) =>
    person.fictional ? t(DIGEST_TEXTS.fictionalName, { name: person.name }) : person.name
  const unread = content.conversations.reduce((sum, item) => sum + item.unread, 0)
  const subject =
    content.conversations.length > 0 && content.likes.length > 0
      ? t(DIGEST_TEXTS.subjectBoth, { site })
      : content.conversations.length > 0
        ? t(DIGEST_TEXTS.subjectMessages, { count: unread, site })
        : t(DIGEST_TEXTS.subjectLikes, { count: content.likes.length, site })
  const fictional = [...content.conversations, ...content.likes].some((person) => person.fictional)
  const unsubscribe = `${siteUrl}/unsubscribe?t=${content.unsubscribeToken}`
  const oneClickUrl = `${siteUrl}/api/unsubscribe.php?t=${content.unsubscribeToken}`
  const rendered = renderMailDocument({
    locale,
    site,
    subject,
    greeting: t(MAIL_TEXTS.greeting, { name: content.name }),
    blocks: [
      { kind: 'paragraph', lines: [t(DIGEST_TEXTS.intro, { site })] },
      ...conversationsBlock(content, t, who),
      ...likesBlock(content, t, who),
      ...(fictional
        ? [{ kind: 'paragraph', lines: [t(DIGEST_TEXTS.fictionalNote)], style: 'small' } as const]
        : []),
    ],
    signature: t(MAIL_TEXTS.signature, { site }),
    footer: [
      t(DIGEST_TEXTS.why, { site }),
      { label: t(DIGEST_TEXTS.settings), url: `${siteUrl}/notifications` },
      { label: t(DIGEST_TEXTS.unsubscribe), url: unsubscribe },
    ],
  })
  return {
    ...rendered,
    headers: {
      // RFC 8058: a mail program may POST List-Unsubscribe=One-Click here, without asking.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

type Who = (person: DigestPerson) => string

/** The conversations with unread messages, the first DIGEST_LIST_MAX of them, each linked. */
function conversationsBlock(content: DigestContent, t: Translate, who: Who): MailBlock[] {
  if (content.conversations.length === 0) return []
  const { siteUrl } = content
  const read = t(DIGEST_TEXTS.read)
  const shown = content.conversations.slice(0, DIGEST_LIST_MAX)
  const rest = content.conversations.length - shown.length
  return [
    {
      kind: 'list',
      heading: t(DIGEST_TEXTS.messagesHeading),
      items: shown.map((item) => ({
        line: t(DIGEST_TEXTS.conversation, { count: item.unread, name: who(item) }),
        ...(item.text === undefined
          ? {}
          : { quote: t(DIGEST_TEXTS.quote, { text: truncate(item.text, PREVIEW_CHARACTERS) }) }),
        link: { label: read, url: `${siteUrl}/chats/${item.conversation}` },
      })),
      ...(rest > 0
        ? {
            after: [
              t(DIGEST_TEXTS.more, { count: rest }),
              { label: `${read}:`, url: `${siteUrl}/chats` },
            ],
          }
        : {}),
    },
  ]
}

/** The new likes, the first DIGEST_LIST_MAX of them, and the link to all of them. */
function likesBlock(content: DigestContent, t: Translate, who: Who): MailBlock[] {
  if (content.likes.length === 0) return []
  const shown = content.likes.slice(0, DIGEST_LIST_MAX)
  const rest = content.likes.length - shown.length
  return [
    {
      kind: 'list',
      heading: t(DIGEST_TEXTS.likesHeading),
      items: shown.map((person) => ({ line: t(DIGEST_TEXTS.like, { name: who(person) }) })),
      after: [
        ...(rest > 0 ? [t(DIGEST_TEXTS.more, { count: rest })] : []),
        { label: `${t(DIGEST_TEXTS.likesButton)}:`, url: `${content.siteUrl}/likes` },
      ],
    },
  ]
}

function truncate(text: string, characters: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= characters ? chars.join('') : `${chars.slice(0, characters - 1).join('')}…`
}
