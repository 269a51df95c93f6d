// The member search (spec §2 "Search results", §4 Search): the /members page and the guard
// that decides who may open it. The route imports the guard from ./access directly, so the
// start-up bundle does not carry the page and Dexie.
export { SearchPage } from './components/SearchPage'
export { guardMemberSearch, loggedOutSearchAllowed } from './access'
