// `app.db`: the Drizzle database (and `app.database`, what opened it). Tests hand in one they
// opened (and close it themselves); otherwise the plugin opens the configured one, migrates
// and seeds it, vacuums it while it is the embedded one (db/embedded-vacuum.ts), and closes
// it when the app closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { Database, Db } from '../db/database'
import { startEmbeddedVacuum } from '../db/embedded-vacuum'
import { openDatabase } from '../db/open'
import { prepareDatabase } from '../db/prepare'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

export interface DatabasePluginOptions {
  config: Config
  database?: Database
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, database }) => {
    let opened = database
    if (opened === undefined) {
      opened = await openDatabase(config, (error) =>
        app.log.error({ err: error }, 'database connection error'),
      )
      const owned = opened
      app.addHook('onClose', () => owned.close())
      await prepareDatabase(owned)
      if (owned.kind === 'pglite') {
        const stopVacuum = startEmbeddedVacuum(owned.db, (error) =>
          app.log.warn({ err: error }, 'vacuum of the embedded database failed'),
        )
        app.addHook('preClose', stopVacuum)
      }
      app.log.info({ kind: owned.kind }, 'database ready')
    }
    app.decorate('db', opened.db)
    app.decorate('database', opened)
  },
  { name: 'klik-database' },
)
