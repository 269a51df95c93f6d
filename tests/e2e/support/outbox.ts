// The embedded mail outbox (DATA_DIR/mail/*.eml) as a member's inbox: find the newest mail
// to an address and the link in it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

function mailsTo(address: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail')
  let files: string[] = []
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
  } catch {
    return []
  }
  return (
    files
      // The text part is plain 8-bit with every link on a line of its own; the HTML part
      // (quoted-printable) comes after it and is never read for links.
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .filter((mail) =>
        new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(mail),
      )
  )
}

/**
 * Waits for a mail to `address` containing a link whose path matches `path`; returns its
 * path and query, to be opened against the test's baseURL (cookies are per host).
 */
export async function linkInMail(address: string, path: RegExp, notBefore = 0): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const mails = mailsTo(address).slice(notBefore)
        for (const mail of mails.reverse()) {
          for (const match of mail.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
            const url = new URL(match[0])
            if (path.test(url.pathname)) {
              link = `${url.pathname}${url.search}${url.hash}`
              return link
            }
          }
        }
        return undefined
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

export function mailCount(address: string): number {
  return mailsTo(address).length
}
