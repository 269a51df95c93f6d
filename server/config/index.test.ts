import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../test/temp'
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '.'

// Keys of the right shape (not a usable pair).
const PUBLIC_KEY = `B${'A'.repeat(86)}`
const PRIVATE_KEY = 'A'.repeat(43)

const cwd = '/srv/klik'

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, cwd)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, cwd)
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/klik/data',
      STATIC_DIR: '/srv/klik/dist',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      DEV_TOOLS: false,
      SITES_FILE: null,
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.VAPID_PUBLIC_KEY).toBeUndefined()
    expect(config).toMatchObject({ MAIL_FROM: 'Klik <no-reply@localhost>', RATE_LIMIT_FACTOR: 1 })
    expect(config.APP_SECRET).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/klik',
        DATABASE_URL: 'postgres://klik:secret@db:5432/klik',
        PUBLIC_URL: 'https://klik.example/',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'yes',
        DEV_TOOLS: '1',
        STATIC_DIR: 'build/client',
        VAPID_PUBLIC_KEY: PUBLIC_KEY,
        VAPID_PRIVATE_KEY: PRIVATE_KEY,
        VAPID_SUBJECT: 'mailto:push@klik.example',
        JOB_WORKER: 'no',
        JOB_LEASE_MS: '120000',
        APP_SECRET: 'an-app-secret-of-at-least-32-characters',
        SMTP_URL: 'smtps://klik:pw@mail.example:465',
        MAIL_FROM: 'Flirt <hallo@flirt.example>',
        RATE_LIMIT_FACTOR: '20',
      },
      cwd,
    )
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/klik',
      DATABASE_URL: 'postgres://klik:secret@db:5432/klik',
      PUBLIC_URL: 'https://klik.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: true,
      DEV_TOOLS: true,
      STATIC_DIR: '/srv/klik/build/client',
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRIVATE_KEY,
      VAPID_SUBJECT: 'mailto:push@klik.example',
      JOB_WORKER: false,
      JOB_LEASE_MS: 120_000,
      APP_SECRET: 'an-app-secret-of-at-least-32-characters',
      SMTP_URL: 'smtps://klik:pw@mail.example:465',
      MAIL_FROM: 'Flirt <hallo@flirt.example>',
      RATE_LIMIT_FACTOR: 20,
    })
  })

  it('needs APP_SECRET and a VAPID key pair with DATABASE_URL, and never prints a secret', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/klik' })).toEqual([
      expect.stringMatching(/^APP_SECRET: must be set when DATABASE_URL is/),
      expect.stringMatching(/^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: must be set when DATABASE_URL/),
    ])
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/),
    ])
    const badKeys = problemsOf({ VAPID_PUBLIC_KEY: 'BPx', VAPID_PRIVATE_KEY: 'secret-private' })
    expect(badKeys.join('\n')).toMatch(/VAPID_PUBLIC_KEY: must be a base64url P-256 public key/)
    expect(badKeys.join('\n')).toMatch(/VAPID_PRIVATE_KEY: must be a base64url P-256 private key/)
    expect(badKeys.join('\n')).not.toMatch(/secret-private/)
    expect(problemsOf({ VAPID_SUBJECT: 'http://klik.example' }).join('\n')).toMatch(
      /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/,
    )
    const problems = problemsOf({ APP_SECRET: 'too-short-secret', SMTP_URL: 'http://user:pw@x' })
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/APP_SECRET: must be at least 32 characters/)
    expect(problems.join('\n')).toMatch(/SMTP_URL: must be an smtp/)
    expect(problems.join('\n')).not.toMatch(/too-short-secret|pw@x/)
  })

  it('serves metrics nowhere by default; METRICS_PORT differs from PORT; METRICS_TOKEN is long and never printed', () => {
    const config = loadConfig({}, cwd)
    expect([config.METRICS_PORT, config.METRICS_TOKEN, config.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
    ])
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'm'.repeat(32) }),
    ).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'm'.repeat(32) })
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toEqual([
      'METRICS_PORT: must differ from PORT (metrics get a listener of their own)',
    ])
    const problems = problemsOf({ METRICS_PORT: '70000', METRICS_TOKEN: 'short-metrics-token' })
    expect(problems).toEqual([
      'METRICS_PORT: must be 0-65535 (got "70000")',
      'METRICS_TOKEN: must be at least 32 characters (e.g. openssl rand -hex 32)',
    ])
    expect(problemsOf({ METRICS_TOKEN: `${'m'.repeat(20)} ${'n'.repeat(20)}` })).toEqual([
      'METRICS_TOKEN: must have no spaces (it is sent as a bearer token)',
    ])
  })

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ' }, cwd)
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('lists every bad variable at once, with the value it got', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      TRUST_PROXY: 'maybe',
      PUBLIC_URL: 'klik.nl',
    })
    expect(problems).toHaveLength(5)
    expect(problems.join('\n')).toMatch(/PORT: .*"eighty"/)
    expect(problems.join('\n')).toMatch(/LOG_LEVEL: must be one of .*"loud"/)
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/)
    expect(problems.join('\n')).toMatch(/TRUST_PROXY: must be true\/false/)
    expect(problems.join('\n')).toMatch(/PUBLIC_URL: must be an http/)
  })

  it('refuses DEV_TOOLS in production', () => {
    expect(problemsOf({ DEV_TOOLS: 'true', NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DEV_TOOLS: must not be on when NODE_ENV=production/),
    ])
    expect(loadConfig({ DEV_TOOLS: 'true', NODE_ENV: 'development' }, cwd).DEV_TOOLS).toBe(true)
  })

  it('finds the sites file: SITES_FILE must exist, DATA_DIR/sites.json is used when present', () => {
    const dir = temporaryDir()
    expect(problemsOf({ SITES_FILE: path.join(dir, 'missing.json') })).toEqual([
      `SITES_FILE: file not found: ${path.join(dir, 'missing.json')}`,
    ])
    expect(loadConfig({ DATA_DIR: dir }, cwd).SITES_FILE).toBeNull()
    writeFileSync(path.join(dir, 'sites.json'), '{"sites":[]}')
    expect(loadConfig({ DATA_DIR: dir }, cwd).SITES_FILE).toBe(path.join(dir, 'sites.json'))
  })

  it('documents every variable in docs/config.md', () => {
    const doc = readFileSync(new URL('../../docs/config.md', import.meta.url), 'utf8')
    for (const { name, description } of CONFIG_VARIABLES) {
      expect(description, name).not.toBe('')
      expect(doc, name).toContain(`\`${name}\``)
    }
  })
})
