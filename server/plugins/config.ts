// Makes the boot-time configuration available to every plugin and route as `app.config`.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export const configPlugin = fp<{ config: Config }>(
  (app: FastifyInstance, { config }, done) => {
    app.decorate('config', config)
    done()
  },
  { name: 'klik-config' },
)
