// A built client's folder for tests (STATIC_DIR): index.html, an assets/ folder, and any other
// files by their path inside it.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { temporaryDir } from './temp'

export function fakeBuild(indexHtml: string, files: Record<string, string> = {}): string {
  const dir = temporaryDir()
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), indexHtml)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

/** The route manifest (route-manifest.json) of a build whose router knows these patterns. */
export const routeManifest = (routes: readonly string[]): string => JSON.stringify({ routes })
