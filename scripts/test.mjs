// `npm test`: every check in order, stopping at the first that fails: typecheck, lint, unit,
// API (PGlite), build, end-to-end. At the end it prints how long each stage took, and appends
// the same lines to the file at TEST_STAGE_TIMES when that is set (.ci/run prints them with
// its own stages in one table).
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

/** [stage, command]: the npm scripts of each, `test:e2e` as its build and its Playwright run. */
const STAGES = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['API on PGlite', ['npm', 'run', 'test:api']],
  ['build', ['npm', 'run', 'build']],
  ['e2e', ['npx', 'playwright', 'test']],
]

const times = []
let failed = null
for (const [stage, [command, ...args]] of STAGES) {
  const started = performance.now()
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' })
  times.push([stage, (performance.now() - started) / 1000])
  if (status !== 0) {
    failed = `${stage} failed (${signal ?? `exit ${status}`})`
    break
  }
}

const lines = times.map(([stage, seconds]) => `${stage}\t${seconds.toFixed(0)}`)
console.log(`\nnpm test stages (seconds):\n${lines.map((line) => `  ${line}`).join('\n')}`)
if (process.env.TEST_STAGE_TIMES)
  appendFileSync(process.env.TEST_STAGE_TIMES, `${lines.join('\n')}\n`)
if (failed !== null) {
  console.error(`npm test: ${failed}`)
  process.exit(1)
}
