// Plain document.cookie access. Every cookie Klik sets is Path=/ and SameSite=Lax. On the
// server (a rendered page) reads see the asking browser's Cookie header.
import { cookieString } from './server-request'

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of cookieString().split(/;\s*/)) {
    // An empty value is a deleted cookie (some engines keep it until the page closes).
    if (part.startsWith(prefix)) return part.length > prefix.length ? decoded(part) : null
  }
  return null

  function decoded(part: string): string | null {
    try {
      return decodeURIComponent(part.slice(prefix.length))
    } catch {
      // Not written by Klik (a malformed escape): as if absent.
      return null
    }
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`
}
