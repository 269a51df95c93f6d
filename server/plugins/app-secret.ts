// `app.appSecret`: the key that signs email-check tokens (see ../app-secret.ts).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { resolveAppSecret } from '../app-secret'

declare module 'fastify' {
  interface FastifyInstance {
    appSecret: Buffer
  }
}

export const appSecretPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.decorate('appSecret', resolveAppSecret(app.config))
    done()
  },
  { name: 'klik-app-secret', dependencies: ['klik-config'] },
)
