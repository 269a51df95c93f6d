import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/signup'

// A member coming back to finish the wizard resumes at the step spec §2 gives; a visitor
// without an account gets the form.
export const Route = createFileRoute('/complete-signup')({
  staticData: { auth: 'none' },
  component: CompleteSignupRoute,
})

function CompleteSignupRoute() {
  return <SignupPage />
}
