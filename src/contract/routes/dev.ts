// The routes of development only (DEV_TOOLS) (see ./index.ts).

export const devCredits = { method: 'POST', path: '/api/dev/credits.php' } as const
