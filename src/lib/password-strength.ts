// The forms' side of the new-password rule (src/contract/password-rules.ts): zxcvbn with the
// common passwords, the keyboards and the interface language's common words and first
// names. Loaded by the meter (ui/password-meter) once a member types a new password, never
// before: the lists weigh some 300 KB compressed. They build to assets/words/, which neither
// the precache nor the worker's warming takes (vite.config.ts). The server knows more words
// (every language's, and last names), so it may still refuse a password the meter let
// through; its answer then says why.
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import type { Locale } from '../contract/locale-codes'
import {
  judgePassword,
  passwordDictionary,
  PASSWORD_ZXCVBN_OPTIONS,
  type PasswordDictionary,
  type PasswordJudgement,
} from '../contract/password-rules'

export type PasswordJudge = (password: string, userInputs: string[]) => PasswordJudgement

type ListModule = Promise<{ default: string[] }>

/** The lists of a kind ("commonWords", "firstnames") from their modules. */
async function lists(modules: Record<string, ListModule>): Promise<PasswordDictionary> {
  const entries = await Promise.all(
    Object.entries(modules).map(async ([name, module]) => [name, (await module).default] as const),
  )
  return Object.fromEntries(entries)
}

/** Each interface language's lists, imported one by one (a chunk each). */
const LANGUAGES: Record<Locale, () => Promise<PasswordDictionary>> = {
  en: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-en/dist/commonWords.json.esm.js'),
      firstnames: import('@zxcvbn-ts/language-en/dist/firstnames.json.esm.js'),
    }),
  nl: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-nl-be/dist/commonWords.json.esm.js'),
      boysFirstnames: import('@zxcvbn-ts/language-nl-be/dist/boysFirstnames.json.esm.js'),
      girlsFirstnames: import('@zxcvbn-ts/language-nl-be/dist/girlsFirstnames.json.esm.js'),
    }),
  de: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-de/dist/commonWords.json.esm.js'),
      firstnames: import('@zxcvbn-ts/language-de/dist/firstnames.json.esm.js'),
    }),
  fr: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-fr/dist/commonWords.json.esm.js'),
      firstnames: import('@zxcvbn-ts/language-fr/dist/firstnames.json.esm.js'),
    }),
  es: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-es-es/dist/commonWords.json.esm.js'),
      firstnames: import('@zxcvbn-ts/language-es-es/dist/firstnames.json.esm.js'),
    }),
  it: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-it/dist/commonWords.json.esm.js'),
      firstnames: import('@zxcvbn-ts/language-it/dist/firstnames.json.esm.js'),
    }),
  pl: () =>
    lists({
      commonWords: import('@zxcvbn-ts/language-pl/dist/commonWords.json.esm.js'),
      maleFirstnames: import('@zxcvbn-ts/language-pl/dist/maleFirstnames.json.esm.js'),
      femaleFirstnames: import('@zxcvbn-ts/language-pl/dist/femaleFirstnames.json.esm.js'),
    }),
}

const judges = new Map<Locale, Promise<PasswordJudge>>()
/** The language zxcvbn's (global) options hold the words of. */
let ranked: Locale | undefined

/** The judge for `locale`'s words; the first call loads them. */
export function passwordJudge(locale: Locale): Promise<PasswordJudge> {
  let judge = judges.get(locale)
  if (judge === undefined) {
    judge = Promise.all([
      import('@zxcvbn-ts/language-common/dist/passwords.json.esm.js'),
      import('@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.esm.js'),
      LANGUAGES[locale](),
    ]).then(([passwords, graphs, language]) => {
      const options = {
        ...PASSWORD_ZXCVBN_OPTIONS,
        graphs: graphs.default,
        dictionary: passwordDictionary({ passwords: passwords.default }, [language]),
      }
      const rank = () => {
        zxcvbnOptions.setOptions(options)
        ranked = locale
      }
      rank()
      return (password: string, userInputs: string[]) => {
        if (ranked !== locale) rank()
        return judgePassword(password, (candidate) => zxcvbn(candidate, userInputs))
      }
    })
    judges.set(locale, judge)
  }
  return judge
}
