// The site's pages (issue 13): terms, privacy, cookies, customer service, return policy, FAQ
// and the page of a banned member, their words from the server in the interface language;
// and this browser's ban, which the route also needs for the ban page's objection form.
export { SiteNamedPage } from './SiteNamedPage'
export { useBanStatus } from './use-ban-status'
