// A cookie readable by scripts that only says "this browser has a session" (no secret: the
// session token itself stays HttpOnly). The server sets it with the session and clears it
// at logout; the client asks GET /api/user.php on auth-optional pages only when it is
// present, so an anonymous visitor's home page makes no call that is bound to answer 403.
export const SESSION_HINT_COOKIE = 'klik_logged_in'
