// The routes of live channel (see ./index.ts).

export const events = { method: 'GET', path: '/api/events.php' } as const
