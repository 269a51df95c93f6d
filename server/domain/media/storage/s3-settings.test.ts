import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../config'
import { s3SettingsOf } from './s3-settings'

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/srv/klik')
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('S3 settings', () => {
  it('is the local directory when nothing names a bucket', () => {
    expect(loadConfig({}, '/srv/klik').S3).toBeNull()
    expect(s3SettingsOf({})).toEqual({ settings: null, problems: [] })
  })

  it('reads S3_URL: keys, host and port, bucket, region, tls, path-style', () => {
    expect(
      loadConfig(
        {
          S3_URL:
            's3://AKIA123:se%2Fcr%2Bet@minio.internal:9000/klik-media?region=eu-west-1&tls=false',
        },
        '/srv/klik',
      ).S3,
    ).toEqual({
      bucket: 'klik-media',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
      prefix: '',
      forcePathStyle: true,
    })
    // https by default, us-east-1 by default, no keys = the SDK's chain; a prefix for sharing.
    expect(s3SettingsOf({ S3_URL: 's3://r2.example.com/media', S3_PREFIX: '/klik/prod/' })).toEqual(
      {
        settings: {
          bucket: 'media',
          endpoint: 'https://r2.example.com',
          region: 'us-east-1',
          credentials: null,
          prefix: 'klik/prod/',
          forcePathStyle: true,
        },
        problems: [],
      },
    )
  })

  it('reads the separate variables: AWS S3 itself without an endpoint', () => {
    expect(
      loadConfig({ S3_BUCKET: 'klik-photos', S3_REGION: 'eu-central-1' }, '/srv/klik').S3,
    ).toEqual({
      bucket: 'klik-photos',
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
      prefix: '',
      forcePathStyle: false,
    })
    expect(
      loadConfig(
        {
          S3_BUCKET: 'klik',
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_ACCESS_KEY_ID: 'minio',
          S3_SECRET_ACCESS_KEY: 'minio-secret',
        },
        '/srv/klik',
      ).S3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    })
  })

  it('fails the boot on a bad S3 setting, naming it, and never prints a secret', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ S3_URL: 'https://KEY:hunter2@s3.example/bucket' }, /^S3_URL: must start with s3:\/\//],
      [{ S3_URL: 's3://KEY:hunter2@s3.example/' }, /^S3_URL: the path must be a bucket name/],
      [{ S3_URL: 's3://KEY:hunter2@s3.example/Bad_Bucket' }, /^S3_URL: the path must be a bucket/],
      [{ S3_URL: 's3://KEY:hunter2@s3.example/b/c' }, /^S3_URL: the path must be a bucket name/],
      [{ S3_URL: 's3://KEY@s3.example/bucket' }, /^S3_URL: give both KEY and SECRET/],
      [
        { S3_URL: 's3://KEY:hunter2@s3.example/bucket?tls=no' },
        /^S3_URL: unknown or bad option "tls"/,
      ],
      [{ S3_URL: 's3://KEY:hunter2@s3.example/bucket?secure=1' }, /option "secure"/],
      [{ S3_URL: 's3://KEY:hunter2%zz@s3.example/bucket' }, /not percent-encoded correctly/],
      [{ S3_URL: 'not a url hunter2' }, /^S3_URL: not a URL; the form is s3:\/\/KEY:SECRET@/],
      [
        { S3_URL: 's3://KEY:hunter2@s3.example/bucket', S3_BUCKET: 'other' },
        /^S3_URL: set either S3_URL or S3_BUCKET, not both/,
      ],
      [{ S3_ENDPOINT: 'http://minio:9000' }, /^S3_BUCKET: must be set with S3_ENDPOINT/],
      [{ S3_BUCKET: 'b' }, /^S3_BUCKET: must be a bucket name/],
      [
        { S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 'hunter2' },
        /^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
      ],
      [{ S3_BUCKET: 'bucket', S3_ENDPOINT: 'ftp://minio' }, /^S3_ENDPOINT: must be http\(s\)/],
      [{ S3_BUCKET: 'bucket', S3_ENDPOINT: 'https://minio/path' }, /without a path/],
      [{ S3_BUCKET: 'bucket', S3_REGION: 'EU West' }, /^S3_REGION: must be a region name/],
      [{ S3_PREFIX: 'klik' }, /^S3_PREFIX: needs S3_URL or S3_BUCKET/],
      [{ S3_BUCKET: 'bucket', S3_PREFIX: 'a/../b' }, /^S3_PREFIX: must be folder names/],
    ]
    for (const [env, expected] of cases) {
      const problems = problemsOf(env)
      expect(problems, JSON.stringify(env)).toHaveLength(1)
      expect(problems[0], JSON.stringify(env)).toMatch(expected)
      expect(problems[0], JSON.stringify(env)).not.toContain('hunter2')
    }
  })
})
