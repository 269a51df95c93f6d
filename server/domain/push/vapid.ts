// The key pair that signs our pushes (VAPID, RFC 8292) and the subject push services may
// contact. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or, with the embedded database, a pair
// generated once into DATA_DIR/vapid.json (mode 0600) and reused at every start: browsers
// subscribed with the public key, and a new key would orphan every subscription. With
// DATABASE_URL, config.ts refuses to start without the pair (every process signs alike).
import { createECDH } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const VAPID_FILE_NAME = 'vapid.json'

export interface Vapid {
  publicKey: string
  privateKey: string
  /** mailto: or https: */
  subject: string
}

const vapidFileSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** What the keys need of the configuration (config.ts). */
interface VapidConfig {
  VAPID_PUBLIC_KEY?: string | undefined
  VAPID_PRIVATE_KEY?: string | undefined
  VAPID_SUBJECT?: string | undefined
  DATA_DIR: string
  DATABASE_URL?: string | undefined
  PUBLIC_URL: string
  MAIL_FROM: string
}

export function resolveVapid(config: VapidConfig): Vapid {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config)
  if (config.VAPID_PUBLIC_KEY !== undefined && config.VAPID_PRIVATE_KEY !== undefined) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject }
  }
  if (config.DATABASE_URL !== undefined) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is')
  }
  const file = path.join(config.DATA_DIR, VAPID_FILE_NAME)
  const existing = readVapidFile(file)
  if (existing !== null) return { ...existing, subject }
  mkdirSync(config.DATA_DIR, { recursive: true })
  const generated = generateKeyPair()
  try {
    // 'wx': if another start wrote it first, use theirs instead of replacing it.
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    const raced = readVapidFile(file)
    if (raced !== null) return { ...raced, subject }
  }
  return { ...generated, subject }
}

/** A P-256 key pair as VAPID writes it: the public point uncompressed, both base64url. */
function generateKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A key with leading zero bytes comes out shorter: VAPID wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  }
}

/** PUBLIC_URL when it is https (push services reject others), else mailto: MAIL_FROM. */
function defaultSubject({ PUBLIC_URL, MAIL_FROM }: VapidConfig): string {
  if (PUBLIC_URL.startsWith('https://')) return PUBLIC_URL
  const address = /<([^>]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM
  return `mailto:${address.trim()}`
}

function readVapidFile(file: string): { publicKey: string; privateKey: string } | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const keys = vapidFileSchema.safeParse(parsed)
  if (!keys.success) {
    throw new Error(`${file} holds no usable VAPID key pair; delete it to generate one`)
  }
  return keys.data
}
