// The signup wizard (spec §2 "Signup form"): the page the /signup, /complete-signup and
// member-lander routes render, and the flag set when a visitor completes it.
export { SignupPage, type SignupPageProps } from './components/SignupPage'
export { signupCompletedAtom } from './state'
