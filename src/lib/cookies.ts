// Plain document.cookie access. Every cookie Klik sets is Path=/ and SameSite=Lax.

export function readCookie(name: string): string | null {
  // The server renders visitors' pages without their cookies (server/http/ssr.ts).
  if (import.meta.env.SSR) return null
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    // An empty value is a deleted cookie (some engines keep it until the page closes).
    if (part.startsWith(prefix))
      return part.length > prefix.length ? decodeURIComponent(part.slice(prefix.length)) : null
  }
  return null
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`
}
