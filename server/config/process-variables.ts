// The server process's variables: where it listens and keeps its data, its database, push,
// jobs, mail and its limits. Each variable's description is its documentation:
// CONFIG_VARIABLES and docs/config.md use it.
import { z } from 'zod'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../domain/push/push-hosts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export const flag = (description: string) =>
  z
    .stringbool({ error: 'must be true/false (also 1/0, yes/no, on/off)' })
    .default(false)
    .describe(description)

export const processVariables = {
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
}
