// Klik's service worker, one module per concern (STYLE.md, elk habit). Later issues add
// push, the app badge and the page-hidden beacon beside these.
import './precache'
import './navigation'
import './runtime'
import './freshness'
