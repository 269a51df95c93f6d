// The error page of spec §2: "Error", the status code and the message. Below it, members
// see a few member cards and a way back to the member list, visitors the signup form, whose
// heading invites them to sign up for free (both loaded on demand: the shell stays small).
// Bot-like agents (crawlers, Lighthouse) get the status and message only.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { loggedInAtom } from '../session'
import { isBotUserAgent } from '../lib/bots'
import { userAgent } from '../lib/server-request'

const ErrorMembers = lazy(() =>
  import('../features/members').then((module) => ({ default: module.ErrorMembers })),
)

const SignupPage = lazy(() =>
  import('../features/signup').then((module) => ({ default: module.SignupPage })),
)

export function ErrorView({ status, message }: { status: number; message: string }) {
  const loggedIn = useAtomValue(loggedInAtom)
  const bot = isBotUserAgent(userAgent())
  return (
    <section className="error-page" data-status={status}>
      <h1>
        <Trans>Error</Trans> <span className="error-status">{status}</span>
      </h1>
      <p className="error-message">{message}</p>
      {!bot &&
        (loggedIn ? (
          <>
            <p>
              <Link to="/members" className="button button-primary">
                <Trans>Back to the members</Trans>
              </Link>
            </p>
            <Suspense fallback={null}>
              <ErrorMembers />
            </Suspense>
          </>
        ) : (
          <div className="error-signup">
            {/* The form's own heading ("Sign up for free") is the invitation. */}
            <Suspense
              fallback={
                <Link to="/signup" className="button button-primary">
                  <Trans>Sign up for free</Trans>
                </Link>
              }
            >
              <SignupPage />
            </Suspense>
          </div>
        ))}
    </section>
  )
}
