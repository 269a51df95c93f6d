// Sites files for tests (SITES_FILE): written to a temporary directory, and the Dutch classic
// site several tests share.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { temporaryDir } from './temp'

/** A classic-template Dutch site beside the default one. */
export const FLIRT_NL = {
  id: 'flirt-nl',
  name: 'Flirt NL',
  hosts: ['flirt.nl'],
  domain_language: 'nl',
  template: 'classic',
  countries: ['NL', 'BE'],
}

/** Writes `{ sites }` (or raw text) to a new sites.json and returns its path. */
export function writeSitesFile(sites: readonly object[] | string, dir = temporaryDir()): string {
  const file = path.join(dir, 'sites.json')
  writeFileSync(file, typeof sites === 'string' ? sites : JSON.stringify({ sites }))
  return file
}
