// The server's configuration: every environment variable, parsed and checked once at boot so a
// typo fails the start with a list of what is wrong instead of surfacing hours later.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { s3SettingsOf, type S3Settings } from '../domain/media/storage/s3-settings'
import { processVariables } from './process-variables'
import { serviceVariables } from './service-variables'

const envSchema = z.object({ ...processVariables, ...serviceVariables })

type Env = z.output<typeof envSchema>

// Their values never appear in an error message (boot output ends up in logs).
const SECRET_VARIABLES = new Set([
  'APP_SECRET',
  'SMTP_URL',
  'VAPID_PRIVATE_KEY',
  'MOLLIE_API_KEY',
  'METRICS_TOKEN',

  'S3_URL',
  'S3_SECRET_ACCESS_KEY',
  // The whole list is never echoed: a URL may carry a password (the message names the bad one
  // without it).
  'DATABASE_REPLICA_URLS',
])

export type Config = Omit<Env, 'PUBLIC_URL' | 'SITES_FILE' | 'BACKUP_DIR' | 'BACKUP_EVERY'> & {
  PUBLIC_URL: string
  /** Absolute directory for backups. */
  BACKUP_DIR: string
  /** Scheduled backups' interval in ms, or null for none. */
  BACKUP_EVERY: number | null
  /** Absolute path of the sites file to load, or null for the embedded default only. */
  SITES_FILE: string | null
  /** The bucket for media and exports, or null for DATA_DIR (S3_URL or S3_BUCKET …). */
  S3: S3Settings | null
}

export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; description: string }> =
  Object.entries(envSchema.shape).map(([name, schema]) => ({
    name,
    description: schema.description ?? '',
  }))

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function defaultSitesFile(dataDir: string): string {
  return path.join(dataDir, 'sites.json')
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.')
        const value = SECRET_VARIABLES.has(name) ? undefined : present[name]
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`
      }),
    )
  }
  return resolve(parsed.data, cwd)
}

function resolve(env: Env, cwd: string): Config {
  const problems: string[] = []
  if (env.DEV_TOOLS && env.NODE_ENV === 'production') {
    problems.push(
      'DEV_TOOLS: must not be on when NODE_ENV=production (it exposes development-only endpoints)',
    )
  }
  if (env.DATABASE_URL !== undefined && env.APP_SECRET === undefined) {
    problems.push(
      'APP_SECRET: must be set when DATABASE_URL is (every server process must sign with the same key); generate one with `openssl rand -base64 32`',
    )
  }
  const vapidSet = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY].filter((key) => key !== undefined)
  if (vapidSet.length === 1) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither')
  } else if (env.DATABASE_URL !== undefined && vapidSet.length === 0) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: must be set when DATABASE_URL is (every server process must sign pushes with the same key); generate a pair with `npx web-push generate-vapid-keys`',
    )
  }
  if (env.DATABASE_REPLICA_URLS.length > 0 && env.DATABASE_URL === undefined) {
    problems.push(
      'DATABASE_REPLICA_URLS: only with DATABASE_URL (replicas stream from a PostgreSQL server; the embedded database has none)',
    )
  }
  if (env.BACKUP_EVERY !== undefined && env.DATABASE_URL !== undefined) {
    problems.push(
      'BACKUP_EVERY: only for the embedded database; with DATABASE_URL run `npm run backup` from cron on one machine (every process would back up otherwise)',
    )
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics get a listener of their own)')
  }
  const s3 = s3SettingsOf(env)
  problems.push(...s3.problems)
  const dataDir = path.resolve(cwd, env.DATA_DIR)
  let sitesFile: string | null = null
  if (env.SITES_FILE !== undefined) {
    sitesFile = path.resolve(cwd, env.SITES_FILE)
    if (!existsSync(sitesFile)) problems.push(`SITES_FILE: file not found: ${sitesFile}`)
  } else if (existsSync(defaultSitesFile(dataDir))) {
    sitesFile = defaultSitesFile(dataDir)
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return {
    ...env,
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(cwd, env.STATIC_DIR),
    SSR_DIR: path.resolve(cwd, env.SSR_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SITES_FILE: sitesFile,
    BACKUP_DIR: path.resolve(cwd, env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    BACKUP_EVERY: env.BACKUP_EVERY === undefined ? null : durationMs(env.BACKUP_EVERY),
    S3: s3.settings,
  }
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** '30m', '6h', '1d' (checked by the schema) in ms. */
function durationMs(text: string): number {
  const unit = text.at(-1) as keyof typeof UNIT_MS
  return Number(text.slice(0, -1)) * UNIT_MS[unit]
}
