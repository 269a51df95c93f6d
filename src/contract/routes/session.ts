// The routes of the session (see ./index.ts).

export const login = { method: 'POST', path: '/api/login.php' } as const
export const logout = { method: 'GET', path: '/api/logout.php' } as const
export const passwordReset = { method: 'POST', path: '/api/password_reset.php' } as const
export const passwordResetLink = { method: 'GET', path: '/api/password_reset.php' } as const
export const passwordResetDo = {
  method: 'POST',
  path: '/api/password_reset.php',
  action: 'do',
} as const
export const pageHidden = { method: 'POST', path: '/api/page-hidden.php' } as const
export const unsubscribe = { method: 'POST', path: '/api/unsubscribe.php' } as const
