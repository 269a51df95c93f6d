// Temporary directories for tests, removed by setup.ts when the test file ends.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const created: string[] = []

export function temporaryDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'klik-test-'))
  created.push(dir)
  return dir
}

export function removeTemporaryDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
}
