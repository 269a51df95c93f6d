// The routes of the site (see ./index.ts).

export const settings = { method: 'GET', path: '/api/settings.php' } as const
export const companyInfo = { method: 'GET', path: '/api/companyinfo.php' } as const
export const page = { method: 'GET', path: '/api/page.php' } as const
export const banStatus = { method: 'GET', path: '/api/ban.php' } as const
export const regions = { method: 'GET', path: '/api/regions.php' } as const
export const geocode = { method: 'GET', path: '/api/geocode.php' } as const
export const profileFields = { method: 'GET', path: '/api/profile_fields.php' } as const
export const interests = { method: 'GET', path: '/api/interests.php' } as const
export const transparency = { method: 'GET', path: '/api/transparency.php' } as const
