// Reads and checks the sites file (SITES_FILE, or DATA_DIR/sites.json), fills each entry's
// omitted fields from the embedded default, and checks the sites against each other. The
// server does this once at boot; a changed file takes effect at the next restart.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { pagesDirProblems } from './page-files'
import { DEFAULT_SITE } from './default-site'
import {
  siteSchema,
  sitesFileSchema,
  type Site,
  type SiteEntry,
  type SitesFile,
} from './site-schema'

export class SitesError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid sites file ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'SitesError'
  }
}

/** The sites of `file` followed by the embedded default; just the default when file is null. */
export function loadSites(file: string | null): Site[] {
  if (file === null) return [DEFAULT_SITE]
  return [...resolveSites(readSitesFile(file).sites, file), DEFAULT_SITE]
}

export function readSitesFile(file: string): SitesFile {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new SitesError(file, [error instanceof Error ? error.message : String(error)])
  }
  const parsed = sitesFileSchema.safeParse(json)
  if (!parsed.success) throw new SitesError(file, describeIssues(parsed.error.issues, json))
  return parsed.data
}

/** Completes the entries from the default site; throws SitesError listing every problem. */
export function resolveSites(entries: readonly SiteEntry[], file: string): Site[] {
  const problems: string[] = []
  const sites: Site[] = []
  entries.forEach((entry, index) => {
    const parsed = siteSchema.safeParse({
      ...DEFAULT_SITE,
      ...entry,
      // The operator may be the default's company, but its trade name is the site's own.
      company: { ...DEFAULT_SITE.company, tradenames: [entry.name], ...entry.company },
      features: entry.features ?? {},
    })
    if (parsed.success) {
      const site = parsed.data
      if (site.pages_dir !== undefined) {
        // Relative to the sites file's folder; its pages are checked now, not when first shown.
        site.pages_dir = path.resolve(path.dirname(file), site.pages_dir)
        problems.push(
          ...pagesDirProblems(site.pages_dir).map(
            (problem) => `${siteLabel(index, entry.id)}.pages_dir: ${problem}`,
          ),
        )
      }
      sites.push(site)
    } else
      problems.push(
        ...parsed.error.issues.map(
          (issue) => `${siteLabel(index, entry.id)}.${issue.path.join('.')}: ${issue.message}`,
        ),
      )
  })
  problems.push(...crossCheck(entries))
  if (problems.length > 0) throw new SitesError(file, problems)
  return sites
}

function crossCheck(entries: readonly SiteEntry[]): string[] {
  const problems: string[] = []
  const ids = new Set([DEFAULT_SITE.id])
  const hosts = new Map<string, string>()
  entries.forEach((entry, index) => {
    if (ids.has(entry.id))
      problems.push(`${siteLabel(index, entry.id)}.id: "${entry.id}" is already used`)
    ids.add(entry.id)
    for (const host of entry.hosts) {
      const other = hosts.get(host)
      if (other !== undefined)
        problems.push(
          `${siteLabel(index, entry.id)}.hosts: "${host}" also belongs to site "${other}"`,
        )
      hosts.set(host, entry.id)
    }
  })
  return problems
}

function describeIssues(issues: readonly z.core.$ZodIssue[], json: unknown): string[] {
  return issues.map((issue) => {
    const [root, index, ...rest] = issue.path
    if (root === 'sites' && typeof index === 'number') {
      return `${siteLabel(index, idAt(json, index))}${rest.length > 0 ? `.${rest.join('.')}` : ''}: ${issue.message}`
    }
    return `${issue.path.join('.') || '(file)'}: ${issue.message}`
  })
}

function idAt(json: unknown, index: number): unknown {
  if (typeof json !== 'object' || json === null || !('sites' in json) || !Array.isArray(json.sites))
    return undefined
  const entry: unknown = json.sites[index]
  return typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined
}

function siteLabel(index: number, id: unknown): string {
  return typeof id === 'string' ? `sites[${index}] ("${id}")` : `sites[${index}]`
}
