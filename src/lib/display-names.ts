// Country and language names in the interface language (Intl.DisplayNames), built once per
// locale. A browser without Intl.DisplayNames shows the code itself.
type Kind = 'region' | 'language'

const cache = new Map<string, Intl.DisplayNames | null>()

function names(locale: string, type: Kind): Intl.DisplayNames | null {
  const key = `${locale}:${type}`
  if (!cache.has(key)) {
    let made: Intl.DisplayNames | null = null
    try {
      made = new Intl.DisplayNames([locale], { type })
    } catch {
      made = null
    }
    cache.set(key, made)
  }
  return cache.get(key) ?? null
}

export function countryName(locale: string, code: string): string {
  try {
    return names(locale, 'region')?.of(code) ?? code
  } catch {
    return code
  }
}

export function languageName(locale: string, code: string): string {
  try {
    return names(locale, 'language')?.of(code) ?? code
  } catch {
    return code
  }
}
