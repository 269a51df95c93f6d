// npm run sites -- list | check [file] | add --id x --name Y --host a.nl [--host b.nl]
//                   [--language nl] [--template classic] [--countries NL,BE] [--file path]
// Edits and checks the sites file: SITES_FILE, else DATA_DIR/sites.json (DATA_DIR ./data).
// Safe while the server runs; the server applies the file at its next start.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { defaultSitesFile } from '../config'
import { SitesError } from '../domain/sites/load-sites'
import { addSite, checkSites, CliError, listSites } from './sites-commands'

const USAGE = `Usage:
  npm run sites -- list
  npm run sites -- check [file]
  npm run sites -- add --id flirt-nl --name "Flirt NL" --host flirt.nl [--host www.flirt.nl]
                       [--language nl] [--template boxy|classic] [--countries NL,BE]
Options: --file <path> (default: SITES_FILE, else DATA_DIR/sites.json)`

function run(argv: string[]): string {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      file: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      language: { type: 'string' },
      template: { type: 'string' },
      countries: { type: 'string' },
    },
  })
  const [command, fileArgument] = positionals
  const file = path.resolve(
    fileArgument ??
      values.file ??
      process.env.SITES_FILE ??
      defaultSitesFile(path.resolve(process.env.DATA_DIR ?? './data')),
  )
  switch (command) {
    case 'list':
      return listSites(file)
    case 'check':
      return checkSites(file)
    case 'add': {
      if (values.id === undefined || values.name === undefined || values.host === undefined) {
        throw new CliError(`add needs --id, --name and at least one --host\n\n${USAGE}`)
      }
      return addSite(file, {
        id: values.id,
        name: values.name,
        hosts: values.host,
        language: values.language,
        template: values.template,
        countries: values.countries?.split(','),
      })
    }
    case undefined:
    default:
      throw new CliError(USAGE)
  }
}

try {
  console.log(run(process.argv.slice(2)))
} catch (error) {
  const known =
    error instanceof CliError ||
    error instanceof SitesError ||
    (error instanceof Error && 'code' in error)
  console.error(known && error instanceof Error ? error.message : error)
  process.exitCode = 1
}
