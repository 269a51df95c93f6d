import { readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveAppSecret } from './app-secret'
import { temporaryDir } from './test/temp'

describe('resolveAppSecret', () => {
  it('generates 32 random bytes into DATA_DIR/secret (0600) once and reuses them', () => {
    const dir = temporaryDir()
    const first = resolveAppSecret({
      DATA_DIR: dir,
      APP_SECRET: undefined,
      DATABASE_URL: undefined,
    })
    const file = path.join(dir, 'secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[\w-]{43}$/)
    expect(first.toString('utf8')).toBe(readFileSync(file, 'utf8').trim())
    expect(
      resolveAppSecret({ DATA_DIR: dir, APP_SECRET: undefined, DATABASE_URL: undefined }),
    ).toEqual(first)
    const other = resolveAppSecret({
      DATA_DIR: temporaryDir(),
      APP_SECRET: undefined,
      DATABASE_URL: undefined,
    })
    expect(other).not.toEqual(first)
  })

  it('uses APP_SECRET when set, and never generates one for a PostgreSQL server', () => {
    const secret = 'x'.repeat(40)
    expect(
      resolveAppSecret({
        DATA_DIR: temporaryDir(),
        APP_SECRET: secret,
        DATABASE_URL: 'postgres://db/klik',
      }).toString(),
    ).toBe(secret)
    expect(() =>
      resolveAppSecret({
        DATA_DIR: temporaryDir(),
        APP_SECRET: undefined,
        DATABASE_URL: 'postgres://db/klik',
      }),
    ).toThrow(/APP_SECRET/)
  })

  it('refuses a secret file that is too short to be one', () => {
    const dir = temporaryDir()
    writeFileSync(path.join(dir, 'secret'), 'short\n')
    expect(() =>
      resolveAppSecret({ DATA_DIR: dir, APP_SECRET: undefined, DATABASE_URL: undefined }),
    ).toThrow(/no usable secret/)
  })
})
