// The key that signs email-check tokens: APP_SECRET, or, with the embedded database, 32 random
// bytes generated once into DATA_DIR/secret (mode 0600) and reused at every start, so tokens
// survive a restart. With DATABASE_URL, config.ts already refused to start without APP_SECRET:
// several processes must share one key, which a file in one machine's DATA_DIR cannot give.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from './config'

export const SECRET_FILE_NAME = 'secret'

export function resolveAppSecret(
  config: Pick<Config, 'APP_SECRET' | 'DATA_DIR' | 'DATABASE_URL'>,
): Buffer {
  if (config.APP_SECRET !== undefined) return Buffer.from(config.APP_SECRET, 'utf8')
  if (config.DATABASE_URL !== undefined) {
    throw new Error('APP_SECRET must be set when DATABASE_URL is')
  }
  const file = path.join(config.DATA_DIR, SECRET_FILE_NAME)
  const existing = readSecretFile(file)
  if (existing !== null) return existing
  mkdirSync(config.DATA_DIR, { recursive: true })
  const generated = randomBytes(32).toString('base64url')
  try {
    // 'wx': if another start wrote it first, read theirs instead of replacing it.
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    const raced = readSecretFile(file)
    if (raced !== null) return raced
  }
  return Buffer.from(generated, 'utf8')
}

function readSecretFile(file: string): Buffer | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
  if (text.length < 32) {
    throw new Error(
      `${file} holds no usable secret (under 32 characters); delete it to generate one`,
    )
  }
  return Buffer.from(text, 'utf8')
}
