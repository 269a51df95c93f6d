// The server's configuration: every environment variable, parsed and checked once at boot so a
// typo fails the start with a list of what is wrong instead of surfacing hours later.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_PUSH_SERVICE_HOSTS } from './domain/push/push-hosts'
import { s3SettingsOf, S3_URL_FORM, type S3Settings } from './domain/media/storage/s3-settings'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const flag = (description: string) =>
  z
    .stringbool({ error: 'must be true/false (also 1/0, yes/no, on/off)' })
    .default(false)
    .describe(description)

// Each variable's description is its documentation: CONFIG_VARIABLES and docs/config.md use it.
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0-65535')
    .max(65535, 'must be 0-65535')
    .default(3000)
    .describe('Port to listen on (0 = any free port). Default 3000.'),
  HOST: z.string().default('0.0.0.0').describe('Address to listen on. Default 0.0.0.0.'),
  DATA_DIR: z
    .string()
    .default('./data')
    .describe(
      'Directory for the embedded database (DATA_DIR/pg), media (DATA_DIR/media), the mail outbox (DATA_DIR/mail), the generated secret, the lock file and sites.json. Default ./data.',
    ),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .describe('PostgreSQL server to use instead of the embedded PGlite. Unset = embedded.'),
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((list, context) => {
      const urls = (list ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean)
      urls.forEach((url, index) => {
        if (!z.url({ protocol: /^postgres(ql)?$/ }).safeParse(url).success) {
          context.addIssue({
            code: 'custom',
            message: `must be postgres:// or postgresql:// URLs, comma-separated (URL ${index + 1} is not)`,
          })
        }
      })
      return urls
    })
    .describe(
      "Streaming replicas of DATABASE_URL's server, comma-separated postgres:// URLs: search and member pages are read there, except for a browser whose own writes a replica has not replayed yet, which reads from DATABASE_URL. Unset = everything on DATABASE_URL.",
    ),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe('Public address of the site. Default http://localhost:PORT. https enables HSTS.'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info')
    .describe('fatal, error, warn, info, debug, trace or silent. Default info.'),
  TRUST_PROXY: flag(
    'Trust X-Forwarded-* headers (client IP for geoip, protocol). Set behind a reverse proxy. Default false.',
  ),
  SITES_FILE: z
    .string()
    .optional()
    .describe('JSON file with extra sites. Default DATA_DIR/sites.json when that file exists.'),
  DEV_TOOLS: flag(
    'Enable development-only endpoints (/api/dev/*) and the dev panel. Refused when NODE_ENV=production. Default false.',
  ),
  STATIC_DIR: z
    .string()
    .default('./dist')
    .describe('The built client (npm run build). Default ./dist.'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional()
    .describe(
      'Web-push VAPID public key, sent to the client as settings.push_pub. Set all three VAPID_* or none: unset = a key pair generated once into DATA_DIR/vapid.json (embedded database only; required with DATABASE_URL, shared by every server process). `npx web-push generate-vapid-keys` makes a pair.',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional()
    .describe('Web-push VAPID private key (with VAPID_PUBLIC_KEY).'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional()
    .describe(
      'Who push services contact about our pushes: mailto: or https://. Default PUBLIC_URL when it is https, else mailto: the address of MAIL_FROM.',
    ),
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .transform((list) =>
      list === undefined
        ? [...DEFAULT_PUSH_SERVICE_HOSTS]
        : list
            .split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
    )
    .describe(
      `Push services we send to, comma-separated hosts (their subdomains too): a browser's subscription elsewhere is refused. Default ${DEFAULT_PUSH_SERVICE_HOSTS.join(', ')}.`,
    ),
  JOB_WORKER: z
    .stringbool({ error: 'must be true/false (also 1/0, yes/no, on/off)' })
    .default(true)
    .describe(
      'Run the job worker in this process (pushes). Default true; false for processes that only answer requests while others work the jobs.',
    ),
  JOB_LEASE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be 1000 or more')
    .max(3_600_000, 'must be 3600000 or less')
    .default(60_000)
    .describe(
      'How long a process holds a job it took (ms): a job whose process died (killed, its machine gone) is taken by another process, or by the restarted one, once this has passed. Longer than any job runs (a push gives up after 10 s). Default 60000.',
    ),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional()
    .describe(
      'Key that signs email-check tokens. Unset = generated once into DATA_DIR/secret (embedded database only; required with DATABASE_URL, shared by every server process).',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .describe(
      'Mail server, e.g. smtps://user:pass@mail.example:465. Unset = the embedded outbox: every mail is written to DATA_DIR/mail as an .eml file and its links are logged.',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Klik <no-reply@localhost>')
    .describe('Sender of account mails. Default "Klik <no-reply@localhost>".'),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .min(1, 'must be 1 or more')
    .max(1000, 'must be 1000 or less')
    .default(1)
    .describe(
      'Multiplies every per-IP and per-email rate limit (login, signup, email check, password reset), e.g. 20 for an end-to-end test run. Default 1.',
    ),
  OVERLOAD_WAIT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be 60000 or less')
    .default(100)
    .describe(
      'Past this wait for the database (ms), new API calls are refused at once with 503 server_busy and Retry-After instead of queuing; live streams, health checks and payment webhooks are never refused. 0 turns it off (and OVERLOAD_LAG_MS with it). Default 100.',
    ),
  OVERLOAD_LAG_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(60_000, 'must be 60000 or less')
    .default(250)
    .describe(
      "Past this lateness of the event loop (ms: the process itself is the bottleneck, not the database), new API calls are refused the same way. Default 250 (above a garbage collection's pause).",
    ),
  BACKUP_DIR: z
    .string()
    .optional()
    .describe(
      'Where `npm run backup` and scheduled backups write their files. Default DATA_DIR/backups.',
    ),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d*(m|h|d)$/, 'must be a number of minutes, hours or days: 30m, 6h, 1d')
    .optional()
    .describe(
      'A backup of the embedded database, media and secrets this often (30m, 6h, 1d), the first one an interval after the start. Unset = none (with DATABASE_URL, run `npm run backup` from cron instead).',
    ),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1000, 'must be 1000 or less')
    .default(7)
    .describe(
      'How many scheduled backups to keep in BACKUP_DIR; older ones are deleted. Default 7.',
    ),
  BOOT_BUDGET_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be 10000 or less')
    .default(300)
    .describe(
      "How long a page waits for its boot answers (the first calls' answers in its HTML) before it goes out without those not yet there. Default 300.",
    ),
  SSR: z
    .stringbool({ error: 'must be true/false (also 1/0, yes/no, on/off)' })
    .default(true)
    .describe(
      "Render the first screen of a visitor's landing pages (/members, /pages/*) on the server from SSR_DIR, hydrated in the browser. 0 = every page is the client-rendered shell with its boot answers. Default 1.",
    ),
  SSR_DIR: z
    .string()
    .default('./dist-ssr')
    .describe(
      'The server-rendering bundle (npm run build). Default ./dist-ssr. When it is missing, pages go out as the shell.',
    ),
  SSR_BUDGET_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(30_000, 'must be 30000 or less')
    .default(1000)
    .describe(
      'How long a server-rendered page may take to start (its data and first HTML) before the shell with its boot answers goes out instead. Default 1000.',
    ),
  SSR_CACHE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be 60000 or less')
    .default(1000)
    .describe(
      "How long a visitor's rendered page is kept and sent again to visitors of the same site, language, country and URL. 0 = every page rendered anew. Default 1000.",
    ),
  SEED_DEMO: z
    .stringbool({ error: 'must be true/false (also 1/0, yes/no, on/off)' })
    .default(true)
    .describe(
      'On the first start with an empty database, create demo members (flagged fictional) so search has something to show. 0 = start empty. Default 1.',
    ),
  SEED_DEMO_MEMBERS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be 1000000 or less')
    .default(1000)
    .describe('How many demo members SEED_DEMO creates. Default 1000.'),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_[A-Za-z0-9]{20,}$/, 'must be a Mollie API key: live_… or test_…')
    .optional()
    .describe(
      "Mollie API key for credit and premium payments (test_… for Mollie's test mode). Unset = the built-in test checkout, where no money moves; refused when NODE_ENV=production, so a production server without a key sells nothing.",
    ),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0-65535')
    .max(65535, 'must be 0-65535')
    .optional()
    .describe(
      'Serve Prometheus metrics on this port, on a listener of their own (GET /metrics only; 0 = any free port). Unset = no metrics listener.',
    ),
  METRICS_HOST: z
    .string()
    .default('127.0.0.1')
    .describe(
      'Address of the METRICS_PORT listener. Default 127.0.0.1: only this machine; open it to the monitoring network, never to the public.',
    ),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .regex(/^\S+$/, 'must have no spaces (it is sent as a bearer token)')
    .optional()
    .describe(
      'Also serve GET /metrics on the main port, to requests with Authorization: Bearer <this token>; anything else there answers as an unknown path (404). Unset = no /metrics on the main port.',
    ),
  NODE_ENV: z
    .string()
    .optional()
    .describe('production forbids DEV_TOOLS and the built-in test checkout.'),
  // Media in an S3-compatible bucket (domain/media/storage/s3-settings.ts checks them together).
  S3_URL: z
    .string()
    .optional()
    .describe(
      `Keep photos and data exports in an S3-compatible bucket instead of DATA_DIR: ${S3_URL_FORM} (https unless tls=false; region default us-east-1). Or use S3_BUCKET and its companions, not both. Unset (and no S3_BUCKET) = DATA_DIR/media and DATA_DIR/exports.`,
    ),
  S3_BUCKET: z
    .string()
    .optional()
    .describe(
      'The bucket for photos and data exports (instead of S3_URL), with S3_REGION and, for a server other than AWS S3, S3_ENDPOINT.',
    ),
  S3_ENDPOINT: z
    .string()
    .optional()
    .describe(
      'With S3_BUCKET: http(s)://HOST[:PORT] of an S3-compatible server (MinIO, R2 …), addressed path-style. Unset = AWS S3.',
    ),
  S3_REGION: z.string().optional().describe('With S3_BUCKET: the region. Default us-east-1.'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe(
      "With S3_BUCKET: the access key (with S3_SECRET_ACCESS_KEY). Unset = the AWS SDK's chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, an instance role).",
    ),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .describe('With S3_BUCKET: the secret of S3_ACCESS_KEY_ID. Never logged.'),
  S3_PREFIX: z
    .string()
    .optional()
    .describe(
      'A folder in the bucket for everything Klik stores (media/…, exports/… under it), to share a bucket. Default none.',
    ),
})

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
