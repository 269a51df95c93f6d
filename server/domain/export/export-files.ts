// Where the data exports' ZIP files live: DATA_DIR/exports, readable by the server's user
// only (they hold a member's messages and photos). A file is written under a temporary name
// and renamed once complete, so a half-written file is never served; the names are random,
// so a file name says nothing of whose data it holds.
import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

export const EXPORTS_DIR_NAME = 'exports'
/** Files being written end in this until they are complete. */
export const PARTIAL_SUFFIX = '.part'

export function exportsDir(dataDir: string): string {
  return path.join(dataDir, EXPORTS_DIR_NAME)
}

export async function ensureExportsDir(dataDir: string): Promise<string> {
  const dir = exportsDir(dataDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  return dir
}

/** A new file name: 128 random bits. */
export function newExportFileName(): string {
  return `${randomBytes(16).toString('hex')}.zip`
}

/** The path of export file `name`; refuses a name that would leave the directory. */
export function exportFilePath(dataDir: string, name: string): string {
  if (name !== path.basename(name) || name.startsWith('.')) {
    throw new Error(`not an export file name: ${name}`)
  }
  return path.join(exportsDir(dataDir), name)
}

export async function removeExportFile(dataDir: string, name: string): Promise<void> {
  await rm(exportFilePath(dataDir, name), { force: true })
}
