// `npm test`: every check, stopping at the first step that fails: the typecheck and lint side by
// side, then unit, API (PGlite), build, end-to-end. At the end it prints how long each stage
// took, and appends the same lines to the file at TEST_STAGE_TIMES when that is set (.ci/run
// prints them with its own stages in one table).
//
// The typecheck and ESLint each run on one core, for minutes, and need nothing of each other:
// on CI's two cores they run at once, in two lanes, their output held and printed whole as
// each ends (so the two never interleave). `npm run lint`'s other two checks (Prettier, some
// 35 s of one core, and the import graph) follow the typecheck in its lane, the shorter one:
// after ESLint they kept one core busy while the other idled. A stage's time is its own; the
// lanes overlap.
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

/**
 * Steps in order; a step is one or more lanes run at once, each lane [stage, command]s one
 * after another. The typecheck and lint skip their pre-script (the route tree, generated once
 * before them): two generators writing one file while the other side reads it.
 */
const STEPS = [
  [
    [
      ['typecheck', ['npm', 'run', 'typecheck', '--ignore-scripts']],
      ['format, imports', ['npm', 'run', 'lint:rest', '--ignore-scripts']],
    ],
    [['lint', ['npm', 'run', 'lint:eslint', '--ignore-scripts']]],
  ],
  [[['unit', ['npm', 'run', 'test:unit']]]],
  [[['API on PGlite', ['npm', 'run', 'test:api']]]],
  [[['build', ['npm', 'run', 'build']]]],
  [[['e2e', ['npx', 'playwright', 'test']]]],
]

/** Runs one stage with its output as it comes; answers its exit. */
function runInline([command, ...args]) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' })
  return Promise.resolve({ status, signal })
}

/** Runs one stage beside others, its output held until it ends, then printed whole. */
function runHeld([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status, signal) => {
      process.stdout.write(Buffer.concat(output))
      resolve({ status, signal })
    })
  })
}

const routes = spawnSync('npm', ['run', 'routes'], { stdio: 'inherit' })
if (routes.status !== 0) {
  console.error('npm test: generating the route tree failed')
  process.exit(1)
}

const times = []
let failed = null
for (const step of STEPS) {
  const run = step.length === 1 ? runInline : runHeld
  const lanes = await Promise.all(
    step.map(async (lane) => {
      const outcomes = []
      for (const [stage, command] of lane) {
        const started = performance.now()
        const outcome = await run(command)
        outcomes.push({ stage, seconds: (performance.now() - started) / 1000, ...outcome })
        if (outcome.status !== 0) break
      }
      return outcomes
    }),
  )
  for (const { stage, seconds, status, signal } of lanes.flat()) {
    times.push([stage, seconds])
    if (status !== 0) failed ??= `${stage} failed (${signal ?? `exit ${status}`})`
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
