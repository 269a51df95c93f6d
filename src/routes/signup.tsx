import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/signup'

export const Route = createFileRoute('/signup')({
  staticData: { auth: 'none' },
  component: SignupRoute,
})

function SignupRoute() {
  return <SignupPage />
}
