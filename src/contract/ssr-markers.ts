// Set on <html> once the app has hydrated a server-rendered page (app/App.tsx), and on each
// form of such a page once that form has hydrated (ui/early-input.ts: the page's content may
// hydrate after the app). Until then the page's inline guard (server/http/ssr.ts submitGuard)
// holds the native submit of a form marked SSR_FORM_ATTRIBUTE: a login or signup form sent
// before the app runs would leave the page and lose what was typed. The guard keeps the last
// one it held on `window[HELD_SUBMIT]` ({ form, submitter }); the form sends it once hydrated.
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
export const SSR_FORM_ATTRIBUTE = 'data-ssr-form'
export const HELD_SUBMIT = 'klikHeldSubmit'
