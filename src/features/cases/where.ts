// Where the content of a notice is (/complaints): a member of this site — their ID, or the
// address of their page pasted from the browser (/members/123, with or without the site's
// origin) — or any other web address. Pure, so the form and its tests read it alike.

export type Where = { member: number } | { url: string }

const MEMBER_PATH = /^\/members\/(\d{1,15})(?:\/|$)/

function memberId(digits: string): number | null {
  const id = Number(digits)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** What `input` points at, seen from the site at `origin`; null when it is empty or no address. */
export function parseWhere(input: string, origin: string): Where | null {
  const text = input.trim()
  if (text === '') return null
  if (/^\d+$/.test(text)) {
    const id = memberId(text)
    return id === null ? null : { member: id }
  }
  const absolute = text.startsWith('/') || /^https?:\/\//i.test(text) ? text : `https://${text}`
  let url: URL
  try {
    url = new URL(absolute, origin)
  } catch {
    return null
  }
  if (!/^https?:$/.test(url.protocol) || (!url.hostname.includes('.') && url.origin !== origin)) {
    return null
  }
  const site = new URL(origin)
  const path = url.host === site.host ? MEMBER_PATH.exec(url.pathname) : null
  const id = path?.[1] === undefined ? null : memberId(path[1])
  return id === null ? { url: url.href } : { member: id }
}
