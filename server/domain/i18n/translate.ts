// The server's words in a member's language. A text is a descriptor — an id of the server
// catalog and its English, marked /*i18n*/ so `npm run i18n:extract` finds it (the *-texts.ts
// modules) — translated with Lingui's runtime: ICU placeholders, plurals by the language's
// rules. A call that leaves out a value the message asks for throws, so every mail's test in
// every language catches a slip.
import { setupI18n, type I18n } from '@lingui/core'
import type { Locale } from '../../../src/contract/locales'
import { serverCatalog } from './catalog'
import { placeholdersOf } from './placeholders'

export interface ServerText {
  id: string
  /** The English source; it also stands in for a translation that is missing. */
  message: string
  /** For translators: where the text appears, what a placeholder holds. */
  comment?: string
}

export type TextValues = Readonly<Record<string, string | number>>

export type Translate = (text: ServerText, values?: TextValues) => string

const runtimes = new Map<Locale, I18n>()

function runtime(locale: Locale): I18n {
  let i18n = runtimes.get(locale)
  if (i18n === undefined) {
    i18n = setupI18n({ locale, messages: { [locale]: serverCatalog(locale) } })
    runtimes.set(locale, i18n)
  }
  return i18n
}

/** Translates into `locale`: `t(DIGEST.intro, { site })`. */
export function translator(locale: Locale): Translate {
  const i18n = runtime(locale)
  const catalog = serverCatalog(locale)
  return (text, values = {}) => {
    const compiled = catalog[text.id]
    if (compiled !== undefined) {
      const missing = placeholdersOf(compiled).filter((name) => !(name in values))
      if (missing.length > 0) {
        throw new Error(`text ${text.id} needs ${missing.join(', ')}`)
      }
    }
    return i18n._(text.id, values, { message: text.message })
  }
}

/** A module's texts: descriptors, grouped as its code reads them. */
export interface TextTree {
  readonly [key: string]: ServerText | TextTree
}
