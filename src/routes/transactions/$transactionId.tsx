import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/transactions/$transactionId')(
  placeholder(msg`Payment status`, { auth: 'none' }),
)
