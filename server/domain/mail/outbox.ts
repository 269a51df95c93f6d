// The embedded outbox: with no SMTP_URL every mail is written to DATA_DIR/mail as an .eml file
// named <time>-<kind>-<mail id>.eml (e.g. 2026-11-20T23-05-41-123Z-activate-7.eml). The plain
// text part is 8bit UTF-8, so each link stands on its own line exactly as the member would
// click it. readOutbox() lists and parses them for tests (API and end-to-end); a developer can
// open the files in any mail program or just read them.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const OUTBOX_DIR_NAME = 'mail'

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, OUTBOX_DIR_NAME)
}

export function outboxFileName(now: Date, kind: string, mailId: number): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${kind}-${mailId}.eml`
}

export function writeOutboxFile(dir: string, name: string, message: Buffer): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, name)
  // Written beside and renamed into place: whoever reads the outbox meanwhile (a test waiting
  // for a link, a developer's mail program) sees the whole mail or none, never a link cut off
  // in the middle. The links in it log a member in: readable by the server's user only.
  const partial = `${file}.partial`
  writeFileSync(partial, message, { mode: 0o600 })
  renameSync(partial, file)
  return file
}

export interface OutboxMail {
  file: string
  kind: string
  mailId: number
  to: string
  subject: string
  /** The plain-text part. */
  text: string
  /** Every http(s) address in the text part, in order. */
  links: string[]
  /** The message's headers, unfolded, by lower-case name (the last of a repeated one). */
  headers: ReadonlyMap<string, string>
}

const FILE_NAME = /^(.+Z)-([a-z_]+)-(\d+)\.eml$/

/** Every mail in DATA_DIR/mail, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = outboxDir(dataDir)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => Number(a.match[3]) - Number(b.match[3]) || a.name.localeCompare(b.name))
    .map(({ name, match }) => parseEml(path.join(dir, name), match[2] ?? '', Number(match[3])))
}

/** The newest mail of `kind` to `to` (compared without case), or undefined. */
export function lastMailTo(dataDir: string, to: string, kind?: string): OutboxMail | undefined {
  const wanted = to.trim().toLowerCase()
  return readOutbox(dataDir)
    .filter(
      (mail) => mail.to.toLowerCase() === wanted && (kind === undefined || mail.kind === kind),
    )
    .at(-1)
}

function parseEml(file: string, kind: string, mailId: number): OutboxMail {
  const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n')
  const headerEnd = raw.indexOf('\n\n')
  const headers = unfold(raw.slice(0, headerEnd))
  const text = textPart(raw)
  return {
    file,
    kind,
    mailId,
    to: addressOf(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    headers,
  }
}

function unfold(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function textPart(raw: string): string {
  const start = raw.search(/^Content-Type: text\/plain/im)
  if (start === -1) return ''
  const bodyStart = raw.indexOf('\n\n', start) + 2
  const boundary = raw.indexOf('\n--', bodyStart)
  return raw.slice(bodyStart, boundary === -1 ? undefined : boundary)
}

function addressOf(value: string): string {
  const angle = /<([^>]+)>/.exec(value)
  return (angle?.[1] ?? value).trim()
}

// RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes subjects.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}
