// How a start that failed is told, by the server (main.ts) and by the first start's set-up
// process (setup.ts): expected problems by their message, anything else with its stack.
import { ConfigError } from './config'
import { LockHeldError } from './db/data-dir-lock'
import { DatabaseOpenError } from './db/database'
import { SitesError } from './domain/sites/load-sites'
import { FirstStartError } from './first-start'

const EXPECTED = [ConfigError, LockHeldError, SitesError, DatabaseOpenError, FirstStartError]

export function describeBootError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return EXPECTED.some((kind) => error instanceof kind)
    ? error.message
    : (error.stack ?? error.message)
}
