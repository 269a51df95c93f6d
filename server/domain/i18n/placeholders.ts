// The values an ICU message asks for, read from its compiled form: the translate function
// refuses a call that leaves one out, and the catalogs test holds every translation to the
// placeholders of its source (tests/i18n/catalogs.test.ts).
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

/** The names of the values `message` fills in (a plural's count included), sorted. */
export function placeholdersOf(message: CompiledMessage): string[] {
  const names = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, , choices] = token
      names.add(name)
      if (choices === null || typeof choices !== 'object') continue
      for (const branch of Object.values(choices as Record<string, unknown>)) {
        if (Array.isArray(branch)) walk(branch as CompiledMessage)
      }
    }
  }
  walk(message)
  return [...names].sort()
}
