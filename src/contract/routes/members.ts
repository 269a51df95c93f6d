// The routes of members (see ./index.ts).

export const search = { method: 'GET', path: '/api/search.php' } as const
export const member = { method: 'GET', path: '/api/member.php' } as const
export const likes = { method: 'GET', path: '/api/likes.php' } as const
export const like = { method: 'POST', path: '/api/likes.php' } as const
export const unlike = { method: 'DELETE', path: '/api/likes.php' } as const
export const blockedMembers = { method: 'GET', path: '/api/block.php' } as const
export const block = { method: 'POST', path: '/api/block.php' } as const
export const unblock = { method: 'DELETE', path: '/api/block.php' } as const
export const visitors = { method: 'GET', path: '/api/visitors.php' } as const
export const visitorsSeen = { method: 'POST', path: '/api/visitors.php' } as const
export const visitorPhoto = { method: 'GET', path: '/api/visitor_photo.php' } as const
export const incognito = { method: 'PUT', path: '/api/incognito.php' } as const
export const discover = { method: 'GET', path: '/api/discover.php' } as const
export const discoverPass = { method: 'POST', path: '/api/discover.php' } as const
