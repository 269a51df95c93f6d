import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/chats/$chatId')(
  placeholder(msg`Chat`, { auth: 'required', layout: 'chat' }),
)
