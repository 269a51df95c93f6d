// The frame of every /admin page, and the area's refusal (AdminPage shows it to anyone without
// the operator role, a page to anyone the server refuses): the area's own navigation — the queue, the audit log — and the member lookup by number
// or email address, which opens /admin/members/<id>.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormError } from '../../ui/FormError'
import { useAction } from '../../ui/use-action'
import { AdminLink } from './AdminLink'
import { fetchMember } from './api'
import { ADMIN_ERRORS } from './errors'
import './admin.css'

/** The area's refusal, for members without the role and for a 403 from any call. */
export function AdminRefusal() {
  return (
    <section className="card narrow admin-refusal" data-testid="admin-forbidden">
      <h1>
        <Trans>Operators only</Trans>
      </h1>
      <p role="alert">
        <Trans>This area is for operators.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  )
}

function MemberLookup() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [lookup, setLookup] = useState('')
  const { busy, error, run } = useAction(ADMIN_ERRORS)

  const submit = async () => {
    if (lookup.trim() === '') return
    await run(async () => {
      const member = await fetchMember(lookup)
      await navigate({ to: '/admin/$', params: { _splat: `members/${member.id}` } })
      setLookup('')
    })
  }

  return (
    <form
      role="search"
      className="admin-lookup"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor="admin-lookup">
        <Trans>Find a member</Trans>
      </label>
      <div className="admin-lookup-row">
        <input
          id="admin-lookup"
          type="search"
          placeholder={t`Member number or email address`}
          value={lookup}
          onChange={(event) => setLookup(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          <Trans>Open</Trans>
        </button>
      </div>
      <FormError>{error}</FormError>
    </form>
  )
}

export function AdminArea({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="admin-area">
      <nav className="admin-nav" aria-label={t`Operator area`}>
        <AdminLink to="">
          <Trans>Queue</Trans>
        </AdminLink>
        <AdminLink to="audit">
          <Trans>Audit log</Trans>
        </AdminLink>
      </nav>
      <MemberLookup />
      <h1>{title}</h1>
      {children}
    </div>
  )
}

/** A titled part of an admin page; `id` names the heading the section is labelled by. */
export function AdminSection({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
