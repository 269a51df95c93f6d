// The operator area (issue 13): /admin — the queue of reports, notices and contact messages —,
// /admin/members/<id> — a member's account, ban, photos, orders, cases — and /admin/audit, the
// audit log. Only its route imports it, lazily: none of it is start-up code.
export { AdminPage } from './AdminPage'
