import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../../../app/placeholder'

export const Route = createFileRoute('/members/$memberId/landing3/$slug')(
  placeholder(msg`Sign up`, { auth: 'none', layout: 'empty' }),
)
