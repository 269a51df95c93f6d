// The routes of contact, complaints and reports (issue 13) (see ./index.ts).

export const contact = { method: 'POST', path: '/api/contact.php' } as const
export const complaint = { method: 'POST', path: '/api/complaint.php' } as const
export const report = { method: 'POST', path: '/api/report.php' } as const
export const objection = { method: 'POST', path: '/api/objection.php' } as const
