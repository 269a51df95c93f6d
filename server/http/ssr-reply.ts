// How a server-rendered page goes out (ssr.ts): its headers (the CSP's script nonce of this
// response, not for shared caches) and body, or the router's redirect on this site.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { RenderRedirect } from '../../src/contract/ssr'

/** A nonce of 128 random bits, in base64: 22 characters no page text can hold by chance. */
export const newNonce = (): string => randomBytes(16).toString('base64')

/** `csp` with `nonce` allowed in script-src: the router's inline scripts of this response. */
export function withScriptNonce(csp: string, nonce: string): string {
  const directives = csp.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => /^script-src\s/.test(directive))
  if (index === -1) return [...directives, `script-src 'self' 'nonce-${nonce}'`].join(';')
  directives[index] = `${directives[index] ?? ''} 'nonce-${nonce}'`
  return directives.join(';')
}

/** The router's redirect, on this site only (else the shell goes out, and the app redirects). */
export async function sendRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, redirect }: RenderRedirect,
): Promise<boolean> {
  const here = new URL(request.url, `http://${request.host}`)
  const there = new URL(redirect, here)
  if (there.origin !== here.origin) return false
  await reply
    .header('cache-control', 'private, no-cache')
    .redirect(`${there.pathname}${there.search}`, status)
  return true
}

/** The rendered page's headers, then its body. */
export async function sendDocument(
  reply: FastifyReply,
  status: number,
  nonce: string,
  body: Readable | string,
): Promise<void> {
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp === 'string') reply.header('content-security-policy', withScriptNonce(csp, nonce))
  await reply
    .code(status)
    // The visitor's language and the site's settings are in it: not for shared caches.
    .header('cache-control', 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(body)
}
