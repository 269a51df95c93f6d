// Builds the real app for API tests, on the test database (see database.ts), with a fresh
// temporary DATA_DIR (see temp.ts). Tests talk to it through inject().
import path from 'node:path'
import { buildApp, type App } from '../app'
import { loadConfig, type Config } from '../config'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../domain/push/push-hosts'
import { testDatabase } from './database'
import { temporaryDir } from './temp'

export type TestEnv = Record<string, string>

/** A Config from `env` over quiet test defaults. DATABASE_URL is never read from process.env. */
export function testConfig(env: TestEnv = {}): Config {
  const dataDir = env.DATA_DIR ?? temporaryDir()
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    // Push tests start the worker themselves (push.test.ts): on a shared PostgreSQL another
    // file's worker would otherwise take their jobs.
    JOB_WORKER: '0',
    // Test files run side by side on two cores: a long queue there is the machine, not an
    // overload (overload.test.ts turns the refusal on).
    OVERLOAD_WAIT_MS: '0',
    // The real services, the example hosts tests subscribe with and their local receivers.
    PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_SERVICE_HOSTS.join(',')},push.example,push.example.com,push.example.test,127.0.0.1`,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-client-build'),
    // A local `npm run build`'s bundle must not decide what the API tests see (ssr.test.ts
    // gives its own).
    SSR_DIR: path.join(dataDir, 'no-ssr-build'),
    ...env,
  })
}

/**
 * The app for `env`. `extend` may add routes before the app is ready (e.g. one that throws, to
 * test the error handler).
 */
export async function buildTestApp(env: TestEnv = {}, extend?: (app: App) => void): Promise<App> {
  const config = testConfig(env)
  const app = await buildApp(config, { db: await testDatabase() })
  extend?.(app)
  await app.ready()
  return app
}
