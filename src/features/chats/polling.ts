// The chats job of the one poller (spec §4, §9): 1 s after a member is present it loads the
// list, then polls it only while the live channel is down (DESIGN "Live data"). While it serves
// a member it also
// - applies the live channel's chat events to Dexie (messages, read marks, hidden chats,
//   typing) and reloads the list when the channel says its events are gone (reset) or a
//   message belongs to a conversation the list does not have;
// - tells of a partner's message that arrives while the member is elsewhere (announce.ts);
// - keeps the app badge's 'messages' source at the member's total unread messages;
// - runs the outbox (sends now, when back online and when the app is shown again).
// Boot loads this module on the job's first run, so Dexie stays out of the start-up bundle.
import { onLive } from '../../api/live'
import type { PollJob } from '../../api/poller'
import { setBadgeSource } from '../../session/badge'
import { announceMessage } from './announce'
import { applyMessage, applyRead, removeChats, watchUnreadTotal } from './cache'
import { watchOutbox } from './outbox'
import { isSeen } from './presence'
import { reloadChats } from './sync'
import { partnerTyping, stopTyping } from './typing'

interface Watch {
  owner: number
  stop: () => void
}

function follow(owner: number): () => void {
  const stopBadge = watchUnreadTotal(
    owner,
    (total) => setBadgeSource('messages', total),
    (error) => console.error('Watching unread messages failed', error),
  )
  const offs = [
    onLive('message', (data) => {
      if (data.message.sender !== owner) stopTyping(data.conversation)
      void applyMessage(owner, data.message, isSeen(data.conversation))
        .then(async (arrival) => {
          // A new chat's partner card comes with the list: the notice names them.
          if (arrival.unknownChat) await reloadChats()
          await announceMessage(owner, data.message)
        })
        .catch((error: unknown) => console.error('A live message failed', error))
    }),
    onLive('read', (data) => void applyRead(owner, data)),
    onLive('hidden', (data) => void removeChats(data.conversations)),
    onLive('typing', (data) => partnerTyping(data.conversation)),
    onLive('reset', () => void reloadChats()),
  ]
  const stopOutbox = watchOutbox()
  return () => {
    stopBadge()
    for (const off of offs) off()
    stopOutbox()
    setBadgeSource('messages', 0)
  }
}

export function createChatsJob(load: () => Promise<void> = reloadChats): PollJob {
  let watch: Watch | null = null
  const end = () => {
    watch?.stop()
    watch = null
  }
  return {
    name: 'chats',
    follows: true,
    live: true,
    async run(_signal, owner) {
      if (watch?.owner !== owner) {
        end()
        watch = { owner, stop: follow(owner) }
      }
      await load()
    },
    end,
  }
}

export const chatsJob = createChatsJob()
