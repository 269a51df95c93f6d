// The routes of chat (see ./index.ts).
import { MULTIPART } from '../endpoint'

export const chats = { method: 'GET', path: '/api/chats.php' } as const
export const chat = { method: 'GET', path: '/api/chat.php' } as const
export const deleteChat = { method: 'DELETE', path: '/api/chat.php' } as const
export const messages = { method: 'GET', path: '/api/messages.php' } as const
export const sendMessage = { method: 'POST', path: '/api/messages.php' } as const
export const readMessages = { method: 'POST', path: '/api/messages_read.php' } as const
export const readReceipts = { method: 'PUT', path: '/api/read_receipts.php' } as const
export const icebreakers = { method: 'GET', path: '/api/icebreakers.php' } as const
export const typing = { method: 'POST', path: '/api/typing.php' } as const
export const sendPhoto = {
  method: 'POST',
  path: '/api/message_photo.php',
  body: MULTIPART,
} as const
export const messagePhoto = { method: 'GET', path: '/api/message_photo.php' } as const
export const chatPhotos = { method: 'PUT', path: '/api/chat_photos.php' } as const
