// The cases' calls (issue 13): the contact form, a notice from /complaints, a member's report
// and an objection to a decision (issue 32). Each answers the case's reference number and
// where the acknowledgement went.
import { call } from '../../api/call'
import type {
  CaseResponse,
  ComplaintBody,
  ContactBody,
  ObjectionBody,
  ReportBody,
} from '../../contract/cases'
import * as routes from '../../contract/routes'

export function sendContact(body: ContactBody): Promise<CaseResponse> {
  return call(routes.contact, { body })
}

export function sendComplaint(body: ComplaintBody): Promise<CaseResponse> {
  return call(routes.complaint, { body })
}

export function sendReport(body: ReportBody): Promise<CaseResponse> {
  return call(routes.report, { body })
}

export function sendObjection(body: ObjectionBody): Promise<CaseResponse> {
  return call(routes.objection, { body })
}
