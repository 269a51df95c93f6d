// The host a request was made to: X-Original-Host when a proxy in front sets it (the site a
// visitor sees), else Host.
import type { FastifyRequest } from 'fastify'

export function originalHost(request: FastifyRequest): string {
  const header = request.headers['x-original-host']
  const value = Array.isArray(header) ? header[0] : header
  return value !== undefined && value.trim() !== '' ? value : request.host
}
