import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../../test/temp'
import { outboxFileName, readOutbox, writeOutboxFile } from './outbox'

const mail = (to: string, link: string) =>
  Buffer.from(
    `To: ${to}\r\nSubject: Welcome\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Transfer-Encoding: 8bit\r\n\r\nActivate your account:\r\n${link}\r\n`,
  )

describe('the embedded outbox', () => {
  it('puts each mail in place whole, readable by the server only, and reads it back', () => {
    const dataDir = temporaryDir()
    const dir = path.join(dataDir, 'mail')
    const name = outboxFileName(new Date('2026-11-27T12:00:00.000Z'), 'activate', 7)
    const file = writeOutboxFile(dir, name, mail('anna@example.nl', 'https://klik.test/a?t=1'))
    // Only the finished file: a reader never meets a half-written one under the mail's name.
    expect(readdirSync(dir)).toEqual([name])
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readOutbox(dataDir)).toMatchObject([
      { kind: 'activate', mailId: 7, to: 'anna@example.nl', links: ['https://klik.test/a?t=1'] },
    ])
  })
})
