// Set on <html> once the app has hydrated a server-rendered page (app/App.tsx). Until then the
// page's inline guard (server/http/ssr.ts SUBMIT_GUARD) stops its forms' native submits: a
// login or signup form sent before the app runs would leave the page and lose what was typed.
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
