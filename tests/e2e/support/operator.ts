// An e2e server with an operator. The role is granted only by the command line (npm run admin
// -- grant), which needs the embedded database to itself: so the test gets its own server,
// signs its people up, then `withOperator` stops the server, grants the role with the compiled
// command on the same DATA_DIR, and starts it again on the same port. Sessions live in the
// database, so every browser stays logged in across the restart.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type TestServer } from './server'

export interface OperatorServer {
  url: string
  /** Stops the server, makes `email` an operator, starts it again at the same address. */
  withOperator(email: string): Promise<void>
  stop(): Promise<void>
}

export async function operatorServer(): Promise<OperatorServer> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'klik-e2e-operator-')), 'data')
  let server: TestServer = await startServer({ dataDir, readyTimeoutMs: 120_000 })
  const port = Number(new URL(server.url).port)
  return {
    url: server.url,
    async withOperator(email) {
      await server.stop()
      if (process.env.DATABASE_URL === undefined) {
        execFileSync(process.execPath, ['dist-server/admin.js', 'grant', email], {
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: 'pipe',
        })
      }
      server = await startServer({ dataDir, port, readyTimeoutMs: 120_000 })
    },
    async stop() {
      await server.stop()
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    },
  }
}
