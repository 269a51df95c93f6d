// Where the S3 media store is, from the environment (config.ts checks it at boot). Two ways to
// say it, never both:
//   S3_URL=s3://KEY:SECRET@HOST[:PORT]/BUCKET[?region=REGION][&tls=false]
//     an endpoint of its own (MinIO, Ceph, R2 …), reached over https unless tls=false,
//     addressed path-style (HOST/BUCKET/key), which every S3-compatible server understands;
//     KEY and SECRET percent-encoded ("/" is %2F), or both left out for the SDK's own chain.
//   S3_BUCKET (+ S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)
//     AWS's usual pieces; without S3_ENDPOINT, AWS S3 itself (virtual-hosted addressing);
//     without the keys, the SDK's chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE, an instance role).
// S3_PREFIX puts every key under a folder, for a bucket shared with something else.
// A problem never quotes S3_URL or the secret: boot errors end up in logs.
import { isValidKey } from './media-store'

export interface S3Settings {
  bucket: string
  /** http(s)://host[:port], or null for AWS S3 itself. */
  endpoint: string | null
  region: string
  credentials: { accessKeyId: string; secretAccessKey: string } | null
  /** '' or folders ending in '/': "klik/". */
  prefix: string
  forcePathStyle: boolean
}

export interface S3Variables {
  S3_URL?: string | undefined
  S3_BUCKET?: string | undefined
  S3_ENDPOINT?: string | undefined
  S3_REGION?: string | undefined
  S3_ACCESS_KEY_ID?: string | undefined
  S3_SECRET_ACCESS_KEY?: string | undefined
  S3_PREFIX?: string | undefined
}

/** What MinIO, Ceph and s3rver expect when nobody says; R2 takes it too. */
export const DEFAULT_S3_REGION = 'us-east-1'

export const S3_URL_FORM = 's3://KEY:SECRET@HOST[:PORT]/BUCKET[?region=REGION][&tls=false]'

// S3's bucket naming rules (lower case, 3-63 characters, no leading or trailing dot or dash).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const REGION = /^[a-z0-9-]{1,40}$/

/** The settings (null: no S3, the local directory) and every problem found. */
export function s3SettingsOf(env: S3Variables): {
  settings: S3Settings | null
  problems: string[]
} {
  const problems: string[] = []
  const prefix = prefixOf(env.S3_PREFIX, problems)
  const separate = [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const
  const given = separate.filter((name) => env[name] !== undefined)
  let settings: S3Settings | null = null
  if (env.S3_URL !== undefined) {
    if (given.length > 0) {
      problems.push(`S3_URL: set either S3_URL or ${given.join(', ')}, not both`)
    }
    settings = fromUrl(env.S3_URL, prefix, problems)
  } else if (env.S3_BUCKET !== undefined) {
    settings = fromVariables(env, env.S3_BUCKET, prefix, problems)
  } else if (given.length > 0) {
    problems.push(`S3_BUCKET: must be set with ${given.join(', ')}`)
  } else if (env.S3_PREFIX !== undefined) {
    problems.push('S3_PREFIX: needs S3_URL or S3_BUCKET (it is a folder in the bucket)')
  }
  return { settings: problems.length > 0 ? null : settings, problems }
}

function prefixOf(value: string | undefined, problems: string[]): string {
  if (value === undefined) return ''
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  if (trimmed === '') return ''
  if (!isValidKey(trimmed)) {
    problems.push(
      `S3_PREFIX: must be folder names of letters, digits, ".", "-" and "_" joined by "/" (got ${JSON.stringify(value)})`,
    )
  }
  return `${trimmed}/`
}

function fromUrl(value: string, prefix: string, problems: string[]): S3Settings | null {
  const bad = (why: string) => {
    problems.push(`S3_URL: ${why}; the form is ${S3_URL_FORM}`)
    return null
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return bad('not a URL')
  }
  if (url.protocol !== 's3:') return bad('must start with s3://')
  if (url.hostname === '') return bad('names no host')
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '')
  if (!BUCKET.test(bucket)) {
    return bad('the path must be a bucket name (3-63 lower-case letters, digits, "." and "-")')
  }
  if ((url.username === '') !== (url.password === '')) {
    return bad('give both KEY and SECRET, or neither')
  }
  let tls = true
  let region = DEFAULT_S3_REGION
  for (const [name, option] of url.searchParams) {
    if (name === 'tls' && (option === 'true' || option === 'false')) tls = option === 'true'
    else if (name === 'region' && REGION.test(option)) region = option
    else return bad(`unknown or bad option "${name}" (region=…, tls=true|false)`)
  }
  let credentials: S3Settings['credentials'] = null
  if (url.username !== '') {
    try {
      credentials = {
        accessKeyId: decodeURIComponent(url.username),
        secretAccessKey: decodeURIComponent(url.password),
      }
    } catch {
      return bad('KEY or SECRET is not percent-encoded correctly')
    }
  }
  return {
    bucket,
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region,
    credentials,
    prefix,
    forcePathStyle: true,
  }
}

function fromVariables(
  env: S3Variables,
  bucket: string,
  prefix: string,
  problems: string[],
): S3Settings | null {
  const before = problems.length
  if (!BUCKET.test(bucket)) {
    problems.push(
      `S3_BUCKET: must be a bucket name (3-63 lower-case letters, digits, "." and "-") (got ${JSON.stringify(bucket)})`,
    )
  }
  let endpoint: string | null = null
  if (env.S3_ENDPOINT !== undefined) {
    const url = URL.canParse(env.S3_ENDPOINT) ? new URL(env.S3_ENDPOINT) : null
    if (url === null || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/') {
      problems.push(
        `S3_ENDPOINT: must be http(s)://HOST[:PORT], without a path (got ${JSON.stringify(env.S3_ENDPOINT)})`,
      )
    } else {
      endpoint = url.origin
    }
  }
  const region = env.S3_REGION ?? DEFAULT_S3_REGION
  if (!REGION.test(region)) {
    problems.push(
      `S3_REGION: must be a region name such as eu-central-1 (got ${JSON.stringify(region)})`,
    )
  }
  const { S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env
  if ((keyId === undefined) !== (secret === undefined)) {
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds AWS_ACCESS_KEY_ID…, AWS_PROFILE or an instance role)',
    )
  }
  if (problems.length > before) return null
  return {
    bucket,
    endpoint,
    region,
    credentials:
      keyId === undefined || secret === undefined
        ? null
        : { accessKeyId: keyId, secretAccessKey: secret },
    prefix,
    // An endpoint of its own is addressed path-style (HOST/BUCKET/key), which all of them
    // understand; AWS S3 itself gets its default, virtual-hosted addressing.
    forcePathStyle: endpoint !== null,
  }
}
