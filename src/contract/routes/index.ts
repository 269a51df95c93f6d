// The route table: every /api call's method, path, query flag (`?new=1`) and, for an
// upload, its multipart body: what the client needs to make the call, and no schema. The
// client's call() takes these (src/api/call.ts), so the start bundle and most pages' chunks
// carry no schema library; each descriptor of ../endpoints.ts spreads its route and adds the
// schemas, which the server registers and checks, /api/docs documents and the client loads
// only where it validates what a member types. Imported as a namespace (`import * as routes`)
// so a bundle keeps only the routes its code names; one module per area of the API, as a
// bundle keeps a module whole: the start-up chunk carries the site's and the account's
// routes, not the operator area's.
export * from './site'
export * from './account'
export * from './session'
export * from './members'
export * from './chat'
export * from './events'
export * from './notifications'
export * from './partners'
export * from './dev'
export * from './shop'
export * from './cases'
export * from './admin'
