// `app.media` (photos and drawn avatars, served under /media) and `app.exportFiles` (the data
// exports' ZIPs): the stores of domain/media/storage, in DATA_DIR or in the S3 bucket the
// configuration names. buildApp opens them (the demo seed draws avatars before this plugin
// loads); closing the app releases the S3 client.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { MediaStore } from '../domain/media/storage/media-store'
import type { MediaStores } from '../domain/media/storage/open-stores'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore
    exportFiles: MediaStore
  }
}

export const mediaPlugin = fp<{ stores: MediaStores }>(
  (app: FastifyInstance, { stores }, done) => {
    app.decorate('media', stores.media)
    app.decorate('exportFiles', stores.exports)
    app.addHook('onClose', (_instance, closed) => {
      stores.close()
      closed()
    })
    const s3 = app.config.S3
    if (s3 !== null) {
      // Where, never with which keys.
      const where = { bucket: s3.bucket, endpoint: s3.endpoint ?? 'AWS S3', prefix: s3.prefix }
      app.log.info(where, 'media and data exports are kept in an S3 bucket')
    }
    done()
  },
  { name: 'klik-media', dependencies: ['klik-config'] },
)
