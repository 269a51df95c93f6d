// The operator area's calls (src/contract/admin.ts). Every one answers 403 admin.forbidden to
// anyone without the operator role; the pages show that as the area's refusal.
import { call } from '../../api/call'
import { apiUrl } from '../../api/client'
import * as routes from '../../contract/routes'
import type {
  AdminCase,
  AdminMember,
  adminAuditEntrySchema,
  adminOrderSchema,
  BanGround,
} from '../../contract/admin'
import type { VerificationDeclineReason } from '../../contract/verification'
import type { z } from '../../contract/zod'

export type AuditEntry = z.infer<typeof adminAuditEntrySchema>
export type AdminOrder = z.infer<typeof adminOrderSchema>
export type CaseKind = AdminCase['kind']
export type CaseStatus = AdminCase['status']

export interface QueueFilter {
  status: 'open' | 'all'
  kind?: CaseKind
}

export async function fetchCases(filter: QueueFilter, signal?: AbortSignal): Promise<AdminCase[]> {
  const query = { status: filter.status, kind: filter.kind }
  return (await call(routes.adminCases, { query }, { signal })).cases
}

export function setCaseStatus(id: number, status: CaseStatus, note: string): Promise<AdminCase> {
  const body = note.trim() === '' ? { case: id, status } : { case: id, status, note: note.trim() }
  return call(routes.adminCase, { body })
}

/** A member by id, or by email address when `lookup` is not a number. */
export function fetchMember(lookup: string, signal?: AbortSignal): Promise<AdminMember> {
  const text = lookup.trim()
  const query = /^\d+$/.test(text) ? { id: Number(text) } : { email: text }
  return call(routes.adminMember, { query }, { signal })
}

export async function banMember(
  member: number,
  ground: BanGround,
  reason: string,
  caseId?: number,
): Promise<void> {
  const body = { member, ground, reason, ...(caseId === undefined ? {} : { case: caseId }) }
  await call(routes.adminBan, { body })
}

export async function unbanMember(member: number, reason: string): Promise<void> {
  await call(routes.adminUnban, { body: { member, reason } })
}

export async function setPhotoHidden(
  photo: number,
  hidden: boolean,
  reason: string,
  caseId?: number,
): Promise<void> {
  const body =
    caseId === undefined ? { photo, hidden, reason } : { photo, hidden, reason, case: caseId }
  await call(routes.adminPhoto, { body })
}

export function refundOrder(order: string, reason: string): Promise<AdminOrder> {
  return call(routes.adminRefund, { body: { order, reason } })
}

export async function fetchAudit(member?: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await call(routes.adminAudit, { query: { member } }, { signal })).entries
}

/** A pending verification's selfie: an <img> sends the session cookie, as any same-origin call. */
export function selfieUrl(verification: number): string {
  return apiUrl(routes.adminSelfie.path, { verification })
}

export type VerificationDecision =
  | { approve: true; note: string }
  | { approve: false; reason: VerificationDeclineReason; note: string }

/** Approves or declines a selfie; the server deletes it and closes its case in the same step. */
export async function decideVerification(
  verification: number,
  decision: VerificationDecision,
): Promise<void> {
  const note = decision.note.trim()
  const body = {
    verification,
    approve: decision.approve,
    ...(decision.approve ? {} : { reason: decision.reason }),
    ...(note === '' ? {} : { note }),
  }
  await call(routes.adminVerification, { body })
}
