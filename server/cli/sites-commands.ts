// The commands of `npm run sites`: list the sites, check a sites file, add a site to it. Each
// returns the text to print and throws SitesError (or CliError) when something is wrong.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_SITE } from '../domain/sites/default-site'
import { loadSites, readSitesFile, resolveSites } from '../domain/sites/load-sites'
import { siteEntrySchema, type Site, type SitesFile } from '../domain/sites/site-schema'

export class CliError extends Error {}

export const RESTART_NOTE =
  'The server reads the sites file at start: restart it to apply the change.'

export function listSites(file: string): string {
  const sites = loadSites(existsSync(file) ? file : null)
  const source = existsSync(file) ? file : `${file} (absent: embedded default only)`
  return [`Sites from ${source}:`, ...sites.map(describeSite)].join('\n')
}

export function checkSites(file: string): string {
  if (!existsSync(file)) throw new CliError(`No sites file at ${file}`)
  const count = resolveSites(readSitesFile(file).sites, file).length
  return `${file} is valid: ${count} site${count === 1 ? '' : 's'} besides the embedded default "${DEFAULT_SITE.id}".`
}

export interface AddSiteInput {
  id: string
  name: string
  hosts: string[]
  language?: string
  template?: string
  countries?: string[]
}

/** Adds a site and writes the file (atomically: a running server never sees half a file). */
export function addSite(file: string, input: AddSiteInput): string {
  const current: SitesFile = existsSync(file) ? readSitesFile(file) : { sites: [] }
  const parsed = siteEntrySchema.safeParse({
    id: input.id,
    name: input.name,
    hosts: input.hosts.map((host) => host.trim().toLowerCase()),
    ...(input.language === undefined ? {} : { domain_language: input.language }),
    ...(input.template === undefined ? {} : { template: input.template }),
    ...(input.countries === undefined
      ? {}
      : { countries: input.countries.map((country) => country.trim().toUpperCase()) }),
  })
  if (!parsed.success) {
    throw new CliError(
      parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'site'}: ${issue.message}`)
        .join('\n'),
    )
  }
  const next: SitesFile = { sites: [...current.sites, parsed.data] }
  const [added] = resolveSites(next.sites, file).slice(-1)
  const temporary = `${file}.${process.pid}.tmp`
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`)
  renameSync(temporary, file)
  return [
    `Added to ${file}:`,
    added === undefined ? input.id : describeSite(added),
    RESTART_NOTE,
  ].join('\n')
}

function describeSite(site: Site): string {
  return `  ${site.id.padEnd(16)} ${site.name.padEnd(16)} hosts ${site.hosts.join(', ')} · ${site.template} · ${site.domain_language} · ${site.countries.join(',')}`
}
