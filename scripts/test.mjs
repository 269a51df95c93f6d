// `npm test`: every check in order, stopping at the first that fails: typecheck and lint (side
// by side: each is one busy core, and together they take the longer one's time, not the sum),
// unit, API (PGlite), build, end-to-end. At the end it prints how long each stage took, and
// appends the same lines to the file at TEST_STAGE_TIMES when that is set (.ci/run prints them
// with its own stages in one table).
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

/** Steps run one after another; the stages of one step run side by side. */
const STEPS = [
  [
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['lint', ['npm', 'run', 'lint']],
  ],
  [['unit', ['npm', 'run', 'test:unit']]],
  [['API on PGlite', ['npm', 'run', 'test:api']]],
  [['build', ['npm', 'run', 'build']]],
  [['e2e', ['npx', 'playwright', 'test']]],
]

/**
 * Runs one stage: alone, its output goes straight to the terminal; beside others, it is held
 * and printed whole when the stage ends, so two stages' lines never interleave.
 */
function run(stage, [command, ...args], alone) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const held = []
    child.stdout?.on('data', (chunk) => held.push(chunk))
    child.stderr?.on('data', (chunk) => held.push(chunk))
    child.on('close', (status, signal) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held))
      const seconds = (performance.now() - started) / 1000
      const failure = status === 0 ? null : `${stage} failed (${signal ?? `exit ${status}`})`
      resolve({ stage, seconds, failure })
    })
  })
}

const times = []
let failed = null
for (const step of STEPS) {
  const results = await Promise.all(
    step.map(([stage, command]) => run(stage, command, step.length === 1)),
  )
  for (const { stage, seconds, failure } of results) {
    times.push([stage, seconds])
    failed ??= failure
  }
  if (failed !== null) break
}

const lines = times.map(([stage, seconds]) => `${stage}\t${seconds.toFixed(0)}`)
console.log(`\nnpm test stages (seconds):\n${lines.map((line) => `  ${line}`).join('\n')}`)
if (process.env.TEST_STAGE_TIMES)
  appendFileSync(process.env.TEST_STAGE_TIMES, `${lines.join('\n')}\n`)
if (failed !== null) {
  console.error(`npm test: ${failed}`)
  process.exit(1)
}
