// Runs the real server (compiled, as `npm start` runs it) on the production build with a fresh DATA_DIR for the Playwright
// suite (DATA_DIR from the config, which the tests also read for the mail outbox), and
// removes the directory when Playwright stops it, unless E2E_KEEP_DATA_DIR is set.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveCommand } from './serve-command.mjs'

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'klik-e2e-'))
rmSync(dataDir, { recursive: true, force: true })
const serve = serveCommand()
const child = spawn(process.execPath, serve.args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...serve.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
})
const stop = (signal) => child.kill(signal)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
child.on('exit', (code) => {
  // Kept for a look afterwards (.ci/run checks its ledger).
  if (!process.env.E2E_KEEP_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
