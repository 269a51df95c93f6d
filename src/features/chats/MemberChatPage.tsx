// /members/{memberId}/chat (spec §2: chat layout, no login needed). A member is taken to the
// conversation with that member (made on first use) at /chats/{id}; should that fail, the
// §8 notice says so here. A visitor sees who they would write to and the way to an account.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { call } from '../../api/call'
import { useSync } from '../../api/use-sync'
import * as routes from '../../contract/routes'
import { cardOf } from '../../db/cards'
import { loggedInAtom, userAtom } from '../../session'
import { Avatar, FictionalLabel, VerifiedLabel } from '../../ui/member'
import { openChat } from './api'
import { FictionalChatNotice } from './ChatPage'
import { reloadChats } from './sync'
import './chats.css'

export function MemberChatPage({ memberId }: { memberId: number }) {
  const loggedIn = useAtomValue(loggedInAtom)
  return loggedIn ? <OpenChat memberId={memberId} /> : <VisitorChat memberId={memberId} />
}

function OpenChat({ memberId }: { memberId: number }) {
  const navigate = useNavigate()
  const owner = useAtomValue(userAtom)?.id
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let cancelled = false
    openChat(memberId)
      .then(async (conversation) => {
        if (cancelled) return
        void reloadChats()
        await navigate({
          to: '/chats/$chatId',
          params: { chatId: String(conversation) },
          replace: true,
        })
      })
      .catch((error: unknown) => {
        console.error('Opening the chat failed', error)
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [memberId, navigate, owner])
  if (!failed) return <section className="conversation" aria-busy="true" />
  return (
    <section className="conversation conversation-missing">
      <div className="card notice notice-danger" role="alert">
        <h2>
          <Trans>Error</Trans>
        </h2>
        <p>
          <Trans>Cannot start chat, try again later or contact customer support</Trans>
        </p>
      </div>
      <Link to="/chats" className="button">
        <Trans>Back to your chats</Trans>
      </Link>
    </section>
  )
}

function VisitorChat({ memberId }: { memberId: number }) {
  const { t } = useLingui()
  // Who the visitor would write to; without it (a failure) the page is the same, unnamed.
  const { data: card } = useSync(`chat-visitor:${memberId}`, {
    fetch: async (signal) =>
      cardOf((await call(routes.member, { query: { id: memberId } }, { signal })).profile),
  })
  const name = card?.name ?? ''
  return (
    <section className="conversation chat-visitor" aria-label={t`Conversation`}>
      {card && (
        <header className="chat-topbar">
          <span className="chat-topbar-member">
            <Avatar image={card.main_image} name={name} className="chat-topbar-photo" box={40} />
            <span className="chat-topbar-text">
              <span className="chat-topbar-name">
                {name}
                {card.age !== null && <span className="chat-topbar-age">, {card.age}</span>}
              </span>
              {(card.fictional || card.verified === true) && (
                <span className="chat-topbar-status">
                  <VerifiedLabel verified={card.verified} />
                  <FictionalLabel fictional={card.fictional} />
                </span>
              )}
            </span>
          </span>
        </header>
      )}
      {card?.fictional && <FictionalChatNotice name={name} />}
      <div className="card chat-visitor-cta">
        <h1>{card ? <Trans>Chat with {name}</Trans> : <Trans>Chat</Trans>}</h1>
        <p>
          <Trans>Conversations are for members. Create your free account, or log in.</Trans>
        </p>
        <div className="button-row">
          <Link
            to="/members/$memberId/signup"
            params={{ memberId: String(memberId) }}
            className="button button-primary"
          >
            <Trans>Sign up for free</Trans>
          </Link>
          <Link to="/login" search={{ redirect: `/members/${memberId}/chat` }} className="button">
            <Trans>Log in</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}
