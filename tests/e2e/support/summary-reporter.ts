// A Playwright reporter that keeps flakes in sight: after the run it prints the tests that
// passed only on a retry (retries: 1 on CI is a safety net, not a fix) and the ten slowest
// tests, and writes the same to the file at E2E_SUMMARY_FILE when that is set (.ci/run prints
// it again at the end of its log).
import { appendFileSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const SLOWEST = 10

export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<TestCase, number>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.set(test, (this.tests.get(test) ?? 0) + result.duration)
  }

  onEnd(result: FullResult): void {
    const name = (test: TestCase) =>
      `${test.location.file.split('/tests/e2e/').pop() ?? test.location.file}:${test.location.line} › ${test.title}`
    const retried = [...this.tests.keys()].filter((test) => test.results.length > 1)
    const slowest = [...this.tests.entries()].sort(([, a], [, b]) => b - a).slice(0, SLOWEST)
    const lines = [
      `e2e: ${this.tests.size} tests, ${retried.length} needed a retry, ${(result.duration / 1000).toFixed(0)} s (${result.status})`,
      ...retried.map((test) => `  retried (${test.outcome()}): ${name(test)}`),
      `e2e: the ${SLOWEST} slowest tests (all their runs):`,
      ...slowest.map(([test, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name(test)}`),
    ]
    console.log(`\n${lines.join('\n')}`)
    const file = process.env.E2E_SUMMARY_FILE
    if (file) appendFileSync(file, `${lines.join('\n')}\n`)
  }

  printsToStdio(): boolean {
    return false
  }
}
