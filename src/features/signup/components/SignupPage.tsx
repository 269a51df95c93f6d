// The signup wizard (spec §2, §4): steps 0–7 under one progress bar. A visitor starts with the
// account form, or sees the invite-only message when signups are closed to them; a member
// opening the page resumes where §2 says. Reaching step 7 marks the flow complete.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useEffectEvent, useState } from 'react'
import type { UserResponse } from '../../../contract/user'
import { affiliateKey } from '../../../lib/affiliate'
import { storage } from '../../../lib/storage'
import { pushPort } from '../../../session/push'
import { ProgressBar } from '../../../ui/ProgressBar'
import { ensureUser, userAtom, settingsAtom } from '../../../session'
import {
  nextStep,
  resumeStep,
  signupProgress,
  signupsOpen,
  skipActivation,
  stepAfterAccount,
  type Step,
} from '../flow'
import { signupCompletedAtom } from '../state'
import { ActivationStep } from './ActivationStep'
import { DoneStep } from './DoneStep'
import { InviteOnly } from './InviteOnly'
import { LocationStep } from './LocationStep'
import { NotesStep } from './NotesStep'
import { PersonalStep } from './PersonalStep'
import { PhotoStep } from './PhotoStep'
import { PushStep } from './PushStep'
import { SignupForm } from './SignupForm'

export interface SignupPageProps {
  /** The member page the visitor came from (routes under /members/{memberId}). */
  memberId?: string
  onComplete?: () => void
}

/** Is the push offer made to this member in this browser (features/pwa answers)? */
function offersPush(pushPub: string | null | undefined, user: UserResponse): Promise<boolean> {
  return pushPort().offered(pushPub, user.push_subscribed)
}

/** Where a member resumes (decided once per member); null while unknown. Visitors start at 0. */
function useStartStep(
  user: UserResponse | null | undefined,
  pushPub: string | null | undefined,
): Step | null {
  const store = useStore()
  const [resumed, setResumed] = useState<{ userId: number; step: Step } | null>(null)
  const [lookupFailed, setLookupFailed] = useState(false)

  useEffect(() => {
    if (user !== undefined) return
    // Public routes look the member up in the background; wait for that answer here.
    ensureUser().catch((error: unknown) => {
      console.error('Looking up the member failed', error)
      setLookupFailed(true)
    })
  }, [user])

  const decide = useEffectEvent(async (member: UserResponse) =>
    skipActivation(resumeStep(member.profile, await offersPush(pushPub, member)), member.activated),
  )
  const userId = user?.id
  useEffect(() => {
    const member = store.get(userAtom)
    if (userId === undefined || !member) return
    let live = true
    void decide(member).then((step) => {
      if (live) setResumed({ userId, step })
    })
    return () => {
      live = false
    }
  }, [userId, store])

  if (user === null || (user === undefined && lookupFailed)) return 0
  if (!user || resumed?.userId !== user.id) return null
  return resumed.step
}

export function SignupPage({ memberId, onComplete }: SignupPageProps) {
  const { t } = useLingui()
  const store = useStore()
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  const setUser = useSetAtom(userAtom)
  const setCompleted = useSetAtom(signupCompletedAtom)
  const startStep = useStartStep(user, settings?.push_pub)
  const [chosen, setChosen] = useState<Step | null>(null)
  const step = chosen ?? startStep
  // Each step starts at its top: the last one was left scrolled down at its button (issue 28).
  useEffect(() => {
    if (step !== null) window.scrollTo({ top: 0 })
  }, [step])

  const goTo = (next: Step) => {
    setChosen(next)
    if (next === 7) {
      setCompleted(true)
      onComplete?.()
    }
  }
  const advance = (from: Step) => () => {
    const member = store.get(userAtom)
    goTo(skipActivation(nextStep(from, member?.profile), member?.activated ?? false))
  }

  const created = async (account: UserResponse) => {
    const offered = await offersPush(settings?.push_pub, account)
    goTo(stepAfterAccount(offered))
    setUser(account)
  }

  if (step === null) {
    return <section className="signup signup-loading" aria-busy="true" />
  }

  const open = settings
    ? signupsOpen(settings.signups, storage.get(affiliateKey('network')) !== null)
    : true
  if (step === 0 && !user && !open) {
    return (
      <section className="signup">
        <InviteOnly />
      </section>
    )
  }

  return (
    <section className="signup" data-step={step}>
      <ProgressBar
        className="signup-progress"
        value={signupProgress(step)}
        label={t`Signup progress`}
      />
      {step === 0 && <SignupForm memberId={memberId} onCreated={created} />}
      {step === 1 && settings?.push_pub && (
        <PushStep pushPub={settings.push_pub} onNext={advance(1)} />
      )}
      {step === 1 && !settings?.push_pub && <PhotoStep onNext={advance(2)} />}
      {step === 2 && <PhotoStep onNext={advance(2)} />}
      {step === 3 && <LocationStep onNext={advance(3)} />}
      {step === 4 && <PersonalStep onNext={advance(4)} />}
      {step === 5 && <NotesStep onNext={advance(5)} />}
      {step === 6 && <ActivationStep onNext={advance(6)} />}
      {step === 7 && <DoneStep />}
    </section>
  )
}
