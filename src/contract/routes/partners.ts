// The routes of partners (see ./index.ts).

export const cams = { method: 'GET', path: '/api/xcams/search.php' } as const
export const camRedirect = { method: 'GET', path: '/api/xcams/redirect.php' } as const
export const resellPartner = { method: 'GET', path: '/api/resellpartner.php' } as const
