// Backups taken by the running server (issue 29 §2). The embedded database can only be read by
// the process that holds DATA_DIR, so `npm run backup` asks that process, over a control
// socket beside the data: DATA_DIR/control.sock, mode 0600 (whoever can write to the socket
// can read DATA_DIR anyway), an HTTP endpoint `POST /backup` and nothing else. It exists only
// while the server listens, on the embedded database (a PostgreSQL server is dumped by the
// command itself). BACKUP_EVERY schedules the same backup and keeps the newest BACKUP_KEEP.
import { chmodSync, existsSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pruneBackups, writeBackup } from '../ops/backup'

export const CONTROL_SOCKET_NAME = 'control.sock'
/** Unix socket paths are limited to 107 bytes on Linux. */
const SOCKET_PATH_MAX = 107

export const backupsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const { config } = app
    if (config.DATABASE_URL !== undefined) {
      done()
      return
    }
    let control: Server | undefined
    let schedule: NodeJS.Timeout | undefined
    const socket = path.join(config.DATA_DIR, CONTROL_SOCKET_NAME)

    app.addHook('onListen', (hookDone) => {
      if (socket.length > SOCKET_PATH_MAX) {
        app.log.warn({ socket }, 'DATA_DIR path too long for the control socket: no npm run backup')
      } else {
        // This process holds DATA_DIR's lock: a socket left there is a dead process's.
        if (existsSync(socket)) rmSync(socket, { force: true })
        control = createServer((request, reply) => {
          if (request.method !== 'POST' || request.url !== '/backup') {
            reply.writeHead(404).end()
            return
          }
          // `npm run backup -- --dir DIR`: the socket is the operator's alone (0600).
          const dir = request.headers['x-backup-dir']
          const into = typeof dir === 'string' && dir !== '' ? dir : undefined
          writeBackup(config, app.database, into).then(
            (result) => {
              app.log.info(
                { file: result.file, bytes: result.bytes, ms: result.ms },
                'backup written',
              )
              reply
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify(result))
            },
            (error: unknown) => {
              app.log.error({ err: error }, 'backup failed')
              reply
                .writeHead(500, { 'content-type': 'application/json' })
                .end(
                  JSON.stringify({ error: error instanceof Error ? error.message : String(error) }),
                )
            },
          )
        })
        control.listen(socket, () => chmodSync(socket, 0o600))
        control.unref()
      }
      if (config.BACKUP_EVERY !== null) {
        schedule = setInterval(() => {
          writeBackup(config, app.database).then(
            (result) => {
              const pruned = pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP)
              app.log.info(
                { file: result.file, bytes: result.bytes, ms: result.ms, pruned: pruned.length },
                'scheduled backup written',
              )
            },
            (error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'),
          )
        }, config.BACKUP_EVERY)
        schedule.unref()
      }
      hookDone()
    })

    app.addHook('onClose', (_instance, hookDone) => {
      clearInterval(schedule)
      if (control === undefined) {
        hookDone()
        return
      }
      control.close(() => {
        rmSync(socket, { force: true })
        hookDone()
      })
      control.closeAllConnections()
    })
    done()
  },
  { name: 'klik-backups', dependencies: ['klik-database'] },
)
