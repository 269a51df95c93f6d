import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveVapid, VAPID_FILE_NAME } from './vapid'

const base = {
  VAPID_PUBLIC_KEY: undefined,
  VAPID_PRIVATE_KEY: undefined,
  VAPID_SUBJECT: undefined,
  DATABASE_URL: undefined,
  PUBLIC_URL: 'http://localhost:3000',
  MAIL_FROM: 'Klik <no-reply@klik.example>',
}
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'klik-vapid-'))

describe('resolveVapid', () => {
  it('generates a key pair once into DATA_DIR (0600) and reuses it at every start', () => {
    const DATA_DIR = dataDir()
    const first = resolveVapid({ ...base, DATA_DIR })
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const file = path.join(DATA_DIR, VAPID_FILE_NAME)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveVapid({ ...base, DATA_DIR })).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    })
  })

  it('uses the configured pair and subject, and needs them with DATABASE_URL', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) }
    const DATA_DIR = dataDir()
    expect(
      resolveVapid({ ...base, ...keys, DATA_DIR, VAPID_SUBJECT: 'mailto:push@klik.example' }),
    ).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:push@klik.example',
    })
    expect(() => resolveVapid({ ...base, DATA_DIR, DATABASE_URL: 'postgres://db/klik' })).toThrow(
      /must be set when DATABASE_URL is/,
    )
  })

  it('names PUBLIC_URL when it is https, else the MAIL_FROM address', () => {
    const DATA_DIR = dataDir()
    expect(resolveVapid({ ...base, DATA_DIR }).subject).toBe('mailto:no-reply@klik.example')
    expect(resolveVapid({ ...base, DATA_DIR, PUBLIC_URL: 'https://klik.example' }).subject).toBe(
      'https://klik.example',
    )
  })

  it('refuses a damaged key file instead of replacing it (subscriptions depend on the key)', () => {
    const DATA_DIR = dataDir()
    writeFileSync(path.join(DATA_DIR, VAPID_FILE_NAME), '{"publicKey":"short"}')
    expect(() => resolveVapid({ ...base, DATA_DIR })).toThrow(/no usable VAPID key pair/)
  })
})
