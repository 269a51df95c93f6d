// npm run media:copy -- to-bucket | from-bucket
// Copies the media and data exports between DATA_DIR (media/, exports/) and the S3 bucket the
// configuration names (S3_URL, or S3_BUCKET …; S3_PREFIX too): to-bucket when moving to
// shared storage, from-bucket when going back to one machine. Objects the target has with the
// same size are skipped, so it may run while the server does, and again to copy what members
// uploaded meanwhile (domain/media/storage/open-stores.ts).
import { ConfigError, loadConfig } from '../config'
import type { CopyResult } from '../domain/media/storage/media-store'
import { copyStores, localStores, s3Stores } from '../domain/media/storage/open-stores'

const USAGE = `Usage: npm run media:copy -- to-bucket | from-bucket
  to-bucket    copy DATA_DIR/media and DATA_DIR/exports into the bucket (S3_URL or S3_BUCKET)
  from-bucket  copy the bucket's media and exports into DATA_DIR
Objects already there with the same size are skipped; run it again to copy what came since.`

const describe = (result: CopyResult) =>
  `${result.copied} copied (${(result.bytes / 1_048_576).toFixed(1)} MiB), ${result.skipped} already there`

async function main(): Promise<void> {
  const [direction, ...rest] = process.argv.slice(2)
  if ((direction !== 'to-bucket' && direction !== 'from-bucket') || rest.length > 0) {
    console.error(USAGE)
    process.exit(direction === undefined || direction === '--help' || direction === '-h' ? 0 : 2)
  }
  try {
    const config = loadConfig(process.env)
    if (config.S3 === null) {
      console.error('media:copy needs a bucket: set S3_URL, or S3_BUCKET and its companions.')
      process.exit(2)
    }
    const local = localStores(config.DATA_DIR)
    const bucket = s3Stores(config.S3)
    const where = `${config.S3.bucket}/${config.S3.prefix}`
    console.log(
      direction === 'to-bucket'
        ? `Copying ${config.DATA_DIR} into the bucket ${where} …`
        : `Copying the bucket ${where} into ${config.DATA_DIR} …`,
    )
    try {
      const result =
        direction === 'to-bucket'
          ? await copyStores(local, bucket)
          : await copyStores(bucket, local)
      console.log(`media: ${describe(result.media)}`)
      console.log(`exports: ${describe(result.exports)}`)
    } finally {
      bucket.close()
    }
  } catch (error) {
    const message =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error)
    console.error(`media:copy failed: ${message}`)
    process.exit(1)
  }
}

await main()
