// The Markdown of the site's pages (server/content/pages and a site's own) as HTML: the small
// part of Markdown those pages are written in, and nothing that could carry markup of its own.
// Every character of the text is escaped; what becomes a tag is only what this file makes:
//
// - `## `, `### ` and `#### ` headings (an id from their words, for links into a page);
// - paragraphs (lines up to a blank line), `- ` or `* ` and `1. ` lists (a deeper-indented
//   line continues the item), `> ` quotes;
// - `**strong**`, `*emphasis*`, and `[words](target)` links to the site's own paths (`/…`,
//   `#…`), `mailto:` and `tel:`; any other target leaves the words without a link;
// - `<!-- comments -->` are dropped (`<!-- updated: 2026-11-24 -->` dates the page).
//
// `{{placeholders}}` pass through untouched, for page-content.ts to fill in after.

export interface RenderedMarkdown {
  html: string
  /** The date of an `<!-- updated: YYYY-MM-DD -->` comment, if there is one. */
  updated: string | null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** Where a link may point: the site's own paths and anchors, a mail address, a phone number. */
function safeTarget(target: string): boolean {
  return /^(\/(?!\/)|#|mailto:|tel:)/.test(target) && !/[\s"'<>`]/.test(target)
}

/** Text with its inline marks; `text` is raw Markdown, the result is HTML. */
export function inline(text: string): string {
  let html = ''
  let rest = text
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/
  for (let match = link.exec(rest); match; match = link.exec(rest)) {
    const [whole, words = '', target = ''] = match
    html += marks(rest.slice(0, match.index))
    html += safeTarget(target)
      ? `<a href="${escapeHtml(target)}">${marks(words)}</a>`
      : marks(words)
    rest = rest.slice(match.index + whole.length)
  }
  return html + marks(rest)
}

function marks(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
}

/** A heading's id: its words, lower case, joined by dashes ("Can I meet them?" → can-i-meet-them). */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] }

const HEADING = /^(#{2,4})\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d+[.)]\s+(.*)$/
const QUOTE = /^>\s?(.*)$/

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const updated = /<!--\s*updated:\s*(\d{4}-\d{2}-\d{2})\s*-->/.exec(markdown)?.[1] ?? null
  const source = markdown.replace(/<!--[\s\S]*?-->/g, '').replace(/\r\n?/g, '\n')
  const blocks: Block[] = []
  let current: Block | null = null
  const end = () => {
    if (current) blocks.push(current)
    current = null
  }
  for (const raw of source.split('\n')) {
    const line = raw.trimEnd()
    const text = line.trim()
    if (text === '') {
      end()
      continue
    }
    const heading = HEADING.exec(text)
    const bullet = BULLET.exec(text)
    const numbered = NUMBERED.exec(text)
    const quote = QUOTE.exec(text)
    const indented = /^\s{2,}/.test(line)
    const open = current as Block | null
    if (heading) {
      end()
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 2, text: heading[2] ?? '' })
    } else if (open?.kind === 'list' && indented) {
      // A deeper line carries on the list's last item.
      open.items[open.items.length - 1] += ` ${text}`
    } else if (bullet || numbered) {
      const ordered = numbered !== null
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        end()
        current = { kind: 'list', ordered, items: [] }
      }
      ;(current as Extract<Block, { kind: 'list' }>).items.push((bullet ?? numbered)?.[1] ?? '')
    } else if (quote) {
      if (open?.kind !== 'quote') {
        end()
        current = { kind: 'quote', lines: [] }
      }
      ;(current as Extract<Block, { kind: 'quote' }>).lines.push(quote[1] ?? '')
    } else if (open?.kind === 'paragraph') {
      open.lines.push(text)
    } else {
      end()
      current = { kind: 'paragraph', lines: [text] }
    }
  }
  end()
  // Two headings with the same words get ids of their own (faq, faq-2).
  const ids = new Map<string, number>()
  const uniqueId = (text: string) => {
    const id = headingId(text)
    const seen = (ids.get(id) ?? 0) + 1
    ids.set(id, seen)
    return seen === 1 ? id : `${id}-${seen}`
  }
  return { html: blocks.map((block) => blockHtml(block, uniqueId)).join('\n'), updated }
}

function blockHtml(block: Block, uniqueId: (text: string) => string): string {
  switch (block.kind) {
    case 'heading': {
      const tag = `h${block.level}`
      return `<${tag} id="${escapeHtml(uniqueId(block.text))}">${inline(block.text)}</${tag}>`
    }
    case 'paragraph':
      return `<p>${inline(block.lines.join(' '))}</p>`
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul'
      return `<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`
    }
    case 'quote': {
      // Blank `>` lines part its paragraphs.
      const paragraphs = block.lines
        .join('\n')
        .split(/\n\s*\n/)
        .map((part) => `<p>${inline(part.split('\n').join(' ').trim())}</p>`)
      return `<blockquote>${paragraphs.join('')}</blockquote>`
    }
  }
}
