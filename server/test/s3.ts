// A real S3 protocol server on loopback for API tests: s3rver in a child process
// (s3rver-child.mjs says why), one bucket in a temporary directory, started once per test
// file. `env` is what the app's configuration needs (S3_URL), `client` an SDK client to look
// into the bucket behind the app's back.
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../domain/media/storage/s3-media-store'
import { s3SettingsOf, type S3Settings } from '../domain/media/storage/s3-settings'
import { temporaryDir } from './temp'

export interface TestS3 {
  /** S3_URL and, if asked, S3_PREFIX for testConfig/buildTestApp. */
  env: Record<string, string>
  settings: S3Settings
  client: S3Client
  /** Every key in the bucket under `prefix` (the whole bucket by default), sorted. */
  keys(prefix?: string): Promise<string[]>
  close(): Promise<void>
}

const BUCKET = 'klik-test'
// s3rver's one account.
const KEY = 'S3RVER'
const SECRET = 'S3RVER'

export async function startTestS3(options: { prefix?: string } = {}): Promise<TestS3> {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url)),
      temporaryDir(),
      BUCKET,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = once(child, 'exit')
  const lines = createInterface({ input: child.stdout })
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(([code]) => {
      throw new Error(`s3rver exited with ${String(code)} before it listened`)
    }),
  ])
  const { port } = JSON.parse(first) as { port: number }
  const env: Record<string, string> = {
    S3_URL: `s3://${KEY}:${SECRET}@127.0.0.1:${port}/${BUCKET}?tls=false`,
    ...(options.prefix === undefined ? {} : { S3_PREFIX: options.prefix }),
  }
  const { settings } = s3SettingsOf(env)
  if (settings === null) throw new Error('test S3 settings do not parse')
  const client = createS3Client(settings)
  return {
    env,
    settings,
    client,
    async keys(prefix = '') {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
        )
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''))
        token = page.NextContinuationToken
      } while (token !== undefined)
      return keys.sort()
    },
    async close() {
      client.destroy()
      lines.close()
      child.stdin.end()
      await exited
    },
  }
}
