// s3rver (an S3 protocol server on disk) for the API tests, in a process of its own: its
// ListObjectsV2 continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider, so
// this runs with --openssl-legacy-provider (server/test/s3.ts starts it). It serves one bucket
// from the directory it is given, on a free port of 127.0.0.1, prints {"port":…} once it
// listens and exits when its parent closes stdin (the parent ended, however it ended).
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)
process.stdin.resume()
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0))
})
