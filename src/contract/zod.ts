// The contract's zod. In a browser the page's Content-Security-Policy has no 'unsafe-eval',
// so zod's eval-compiled fast path can never run there — and its probe for it (`new
// Function`) alone is reported as a CSP violation. jitless skips the probe; the server keeps
// the fast path.
import { z } from 'zod'

if ('window' in globalThis) z.config({ jitless: true })

export { z }
