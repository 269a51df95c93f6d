import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../../app/placeholder'

export const Route = createFileRoute('/members/$memberId/chat')(
  placeholder(msg`Chat`, { auth: 'none', layout: 'chat' }),
)
