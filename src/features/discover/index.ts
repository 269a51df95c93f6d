// Discover (issue 32 §4): the member's search one card at a time, with Like and Pass.
export { DiscoverPage } from './DiscoverPage'
