import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SitesError } from '../domain/sites/load-sites'
import { temporaryDir } from '../test/temp'
import { FLIRT_NL } from '../test/sites'
import { addSite, checkSites, CliError, listSites, RESTART_NOTE } from './sites-commands'

const newFile = () => path.join(temporaryDir(), 'data', 'sites.json')

describe('npm run sites', () => {
  it('adds a site to a new file, which then checks and lists', () => {
    const file = newFile()
    const output = addSite(file, {
      id: 'flirt-nl',
      name: 'Flirt NL',
      hosts: ['Flirt.NL'],
      language: 'nl',
      template: 'classic',
      countries: ['nl', 'be'],
    })
    expect(output).toContain(RESTART_NOTE)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      sites: [FLIRT_NL],
    })
    expect(checkSites(file)).toMatch(/is valid: 1 site besides the embedded default "klik"/)
    expect(listSites(file)).toMatch(/flirt-nl .*flirt\.nl · classic · nl · NL,BE/)
  })

  it('refuses a bad or clashing site and leaves the file as it was', () => {
    const file = newFile()
    addSite(file, { id: 'one', name: 'One', hosts: ['one.nl'] })
    const before = readFileSync(file, 'utf8')
    expect(() => addSite(file, { id: 'two', name: 'Two', hosts: ['one.nl'] })).toThrow(SitesError)
    expect(() =>
      addSite(file, { id: 'three', name: 'Three', hosts: ['three.nl'], template: 'fancy' }),
    ).toThrow(CliError)
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('check fails for a missing file; list falls back to the default', () => {
    const file = newFile()
    expect(() => checkSites(file)).toThrow(/No sites file/)
    expect(listSites(file)).toMatch(/embedded default only[\s\S]*klik/)
  })
})
