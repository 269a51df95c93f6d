// Holds a catalog's translations to the placeholders of their source: a translation that
// drops {name}, renames it, or counts with another variable would show a member a hole or a
// raw brace. The source of an app message is its msgid; of a server text, the English catalog's.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { placeholdersOf } from '../../server/domain/i18n/placeholders'

interface Entry {
  message?: string
  translation?: string
}

function placeholders(message: string): string {
  return placeholdersOf(compileMessage(message)).join(', ')
}

/** "id: {a, b} in the source, {a} in the translation" for each translation that differs. */
export function placeholderMismatches(
  source: Record<string, Entry>,
  translations: Record<string, Entry>,
): string[] {
  const mismatches: string[] = []
  for (const [id, entry] of Object.entries(translations)) {
    const translation = entry.translation?.trim()
    const original = source[id]?.translation?.trim() || source[id]?.message || entry.message || id
    if (!translation) continue
    const want = placeholders(original)
    const got = placeholders(translation)
    if (want !== got) mismatches.push(`${id}: {${want}} in the source, {${got}} in the translation`)
  }
  return mismatches
}
