// The site's pages (issue 13): terms, privacy, cookies, customer service, return policy, FAQ
// and the page of a banned member, their words from the server in the interface language.
export { SiteNamedPage } from './SiteNamedPage'
