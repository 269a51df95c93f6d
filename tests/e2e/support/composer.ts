// A member's way into a conversation and its composer, as the chat and shop specs use them:
// the member page's direct link to the chat, and a message sent with Enter.
import { expect, type Page } from '@playwright/test'
import type { Person } from './accounts'

/** `from` follows the direct link to their chat with `to`; answers the chat's path. */
export async function openChat(from: Person, to: Person): Promise<string> {
  await from.page.goto(`/members/${to.id}/chat`)
  await expect(from.page).toHaveURL(/\/chats\/\d+$/)
  return new URL(from.page.url()).pathname
}

/** Writes `text` in the open chat's composer and sends it with Enter. */
export async function sendWithEnter(page: Page, text: string): Promise<void> {
  await page.getByTestId('composer-input').fill(text)
  await page.getByTestId('composer-input').press('Enter')
}
