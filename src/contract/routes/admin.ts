// The routes of the operator area (issue 13) (see ./index.ts).

export const adminCases = { method: 'GET', path: '/api/admin/cases.php' } as const
export const adminCase = { method: 'POST', path: '/api/admin/case.php' } as const
export const adminMember = { method: 'GET', path: '/api/admin/member.php' } as const
export const adminBan = { method: 'POST', path: '/api/admin/ban.php' } as const
export const adminUnban = { method: 'DELETE', path: '/api/admin/ban.php' } as const
export const adminPhoto = { method: 'POST', path: '/api/admin/photo.php' } as const
export const adminRefund = { method: 'POST', path: '/api/admin/refund.php' } as const
export const adminAudit = { method: 'GET', path: '/api/admin/audit.php' } as const
export const adminSelfie = { method: 'GET', path: '/api/admin/selfie.php' } as const
export const adminVerification = { method: 'POST', path: '/api/admin/verification.php' } as const
export const adminTransparency = { method: 'GET', path: '/api/admin/transparency.php' } as const
