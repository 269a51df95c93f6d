// The server's catalogs: locales/{locale}/server.po (dist-server/locales when built), the
// twin of the app's messages.po for what the server writes itself — mails and push
// notifications. Explicit ids, ICU messages; each catalog is read and compiled once, the first
// time a text in its language is needed, and a malformed message fails there, loudly.
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import type { Locale } from '../../../src/contract/locales'

export type CompiledCatalog = Record<string, CompiledMessage>

/** The catalogs' folder: locales/ from source, dist-server/locales when built. */
export const CATALOG_DIR = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('../../../locales/', import.meta.url)
    : new URL('./locales/', import.meta.url),
)

export function catalogFile(locale: Locale): string {
  return `${CATALOG_DIR}${locale}/server.po`
}

/** The translations of `poText` by id (untranslated entries left out: the source stands in). */
export function parseCatalog(poText: string): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const item of PO.parse(poText).items) {
    const translation = item.msgstr[0] ?? ''
    if (!item.obsolete && translation !== '') entries[item.msgid] = translation
  }
  return entries
}

export function compileCatalog(entries: Record<string, string>): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(entries).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)]
      } catch (error) {
        throw new Error(`server catalog: message ${id} is not valid ICU: ${String(error)}`)
      }
    }),
  )
}

const loaded = new Map<Locale, CompiledCatalog>()

export function serverCatalog(locale: Locale): CompiledCatalog {
  let catalog = loaded.get(locale)
  if (catalog === undefined) {
    catalog = compileCatalog(parseCatalog(readFileSync(catalogFile(locale), 'utf8')))
    loaded.set(locale, catalog)
  }
  return catalog
}
