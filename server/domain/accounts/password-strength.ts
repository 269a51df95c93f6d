// The server's side of the new-password rule (src/contract/password-rules.ts): zxcvbn with
// the common pack and the seven interface languages' dictionaries, so a word common in any
// of them counts. The packs are large (some 10 MB of word lists): they load on the first check
// and are ranked once for the life of the process; the server's start does it before listening
// (warmPasswordCheck), so no request waits for it. One check then takes a few milliseconds (docs/decisions/accounts.md).
import {
  judgePassword,
  passwordDictionary,
  passwordUserInputs,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_ZXCVBN_OPTIONS,
  type PasswordJudgement,
} from '../../../src/contract/password-rules'
import { httpError } from '../api-error'

type Check = (password: string, userInputs: string[]) => PasswordJudgement

let loading: Promise<Check> | undefined

async function load(): Promise<Check> {
  const [core, common, en, nl, de, fr, es, it, pl] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-nl-be'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-it'),
    import('@zxcvbn-ts/language-pl'),
  ])
  core.zxcvbnOptions.setOptions({
    ...PASSWORD_ZXCVBN_OPTIONS,
    graphs: common.adjacencyGraphs,
    dictionary: passwordDictionary(common.dictionary, [
      en.dictionary,
      nl.dictionary,
      de.dictionary,
      fr.dictionary,
      es.dictionary,
      it.dictionary,
      pl.dictionary,
    ]),
  })
  return (password, userInputs) =>
    judgePassword(password, (candidate) => core.zxcvbn(candidate, userInputs))
}

/** The check, its dictionaries loaded once (the first call loads them). */
export function passwordCheck(): Promise<Check> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Loads the dictionaries now (the server's start), so no request waits for them. */
export async function warmPasswordCheck(): Promise<void> {
  await passwordCheck()
}

/**
 * Refuses a new password that breaks the rule: 422 password.too_short or password.too_weak.
 * The member's own address and name (and the site's name) count as easy guesses.
 */
export async function assertStrongPassword(
  password: string,
  member: { email?: string | null; name?: string | null; site?: string | null },
): Promise<void> {
  const check = await passwordCheck()
  const { error, score } = check(password, passwordUserInputs(member))
  if (error === 'password.too_short') {
    throw httpError(422, error, `The password needs at least ${PASSWORD_MIN_LENGTH} characters`, {
      min_length: PASSWORD_MIN_LENGTH,
    })
  }
  if (error === 'password.too_weak') {
    throw httpError(422, error, 'The password is too easy to guess', {
      score,
      min_score: PASSWORD_MIN_SCORE,
    })
  }
}
