// Debian's Chromium with the flags this machine needs (no sandbox as root, no background
// networking: the closed network refuses those connections).
import { existsSync } from 'node:fs'

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The full browser, as members run it: the benchmarks that time paints and tasks. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', ...FLAGS],
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell` where it is installed
 * (.ci/run installs it), the same engine without the desktop browser's parts — what
 * Playwright itself runs headless tests in. On CI's two cores the suite's specs took 27% less
 * time in it (398 → 290 s for account, cases, chat and credits) and passed alike. Else the
 * full browser; `CHROMIUM_PATH` chooses either.
 */
export const testBrowserLaunchOptions =
  process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL)
    ? { executablePath: HEADLESS_SHELL, args: FLAGS }
    : chromiumLaunchOptions
