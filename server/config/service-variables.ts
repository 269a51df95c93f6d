// The variables of what the server runs beside answering: backups, server rendering, the
// demo members, payments, metrics and media storage. Each variable's description is its
// documentation: CONFIG_VARIABLES and docs/config.md use it.
import { z } from 'zod'
import { S3_URL_FORM } from '../domain/media/storage/s3-settings'

export const serviceVariables = {
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
}
