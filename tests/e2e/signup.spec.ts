// The signup wizard as a new visitor goes through it (spec §2, §4, §5): every step from the
// account form to the check-your-email page, with a real photo, the browser's position, a
// date of birth and a profile text; and each §5 rule's message in the form.
import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { newMember, signUpViaApi } from './support/accounts'
import { photo } from './support/photo'

// Haarlem, Noord-Holland: inside the default site's countries.
test.use({ geolocation: { latitude: 52.3874, longitude: 4.6462 }, permissions: ['geolocation'] })

const submitButton = (page: Page) => page.getByRole('button', { name: 'Create my free account' })

test('a new visitor signs up through every step', async ({ page }) => {
  test.setTimeout(90_000)
  const local = `anna${randomUUID().slice(0, 8)}`
  const email = `${local}@gmail.com`

  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Sign up for free' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Signup progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  await expect(submitButton(page)).toBeDisabled()

  // Step 0: the typo suggestion, the name from the address, the terms modal.
  await page.getByLabel('Email address').fill(`${local}@gmial.com`)
  await expect(page.getByTestId('email-suggestion')).toContainText(`Did you mean ${email}?`)
  await page.getByRole('button', { name: 'Yes, correct it' }).click()
  await expect(page.getByLabel('Email address')).toHaveValue(email)
  await expect(page.getByTestId('email-suggestion')).toBeHidden()
  await expect(page.getByLabel('Name')).toHaveValue(local)
  await page.getByLabel('Name').fill('Anna')
  await page.getByLabel('Password').fill('a long and secret password')

  await page.getByRole('button', { name: 'terms and conditions' }).click()
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' })
  await expect(terms).toBeVisible()
  await expect(
    terms.getByRole('link', { name: 'Read the full terms and conditions' }),
  ).toHaveAttribute('href', '/pages/terms')
  await terms.getByRole('button', { name: 'OK' }).click()
  await expect(terms).toBeHidden()
  await page.getByRole('button', { name: 'privacy policy' }).click()
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeHidden()

  await expect(submitButton(page)).toBeEnabled()
  await submitButton(page).click()

  // Step 1 only when the site offers push and this browser can take it.
  const pushStep = page.getByTestId('signup-step-1')
  const photoStep = page.getByTestId('signup-step-2')
  await expect(pushStep.or(photoStep)).toBeVisible()
  if (await pushStep.isVisible()) await page.getByRole('button', { name: 'No thanks' }).click()

  // Step 2: a text file is refused here; a real JPEG is uploaded.
  await expect(photoStep).toBeVisible()
  await expect(page.locator('.app')).toHaveClass(/logged-in/)
  const input = page.getByTestId('photo-input')
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  })
  await expect(page.getByText('notes.txt is not a PNG or JPEG photo.')).toBeVisible()
  await input.setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#c81e50'),
  })
  await expect(
    page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem'),
  ).toHaveCount(1)
  await photoStep.getByRole('button', { name: 'Save' }).click()

  // Step 3: the position is turned into a living area in an allowed country.
  const locationStep = page.getByTestId('signup-step-3')
  await expect(locationStep).toBeVisible()
  await expect(page.getByLabel('Country')).toHaveValue('NL')
  await expect(page.getByLabel('City')).not.toHaveValue('')
  await page.getByLabel('City').fill('Haarlem')
  await page.getByRole('button', { name: 'Save living area' }).click()

  // Step 4: gender and a date of birth.
  const personalStep = page.getByTestId('signup-step-4')
  await expect(personalStep).toBeVisible()
  await page.getByLabel('Gender').selectOption('female')
  await page.getByRole('combobox', { name: 'Day' }).selectOption('02')
  await page.getByRole('combobox', { name: 'Month' }).selectOption('04')
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1990')
  await personalStep.getByRole('button', { name: 'Save' }).click()

  // Step 5: the profile text.
  const notesStep = page.getByTestId('signup-step-5')
  await expect(notesStep).toBeVisible()
  await expect(page.getByLabel('About me')).toHaveAttribute('rows', '2')
  await page
    .getByLabel('About me')
    .fill('I love cycling along the dunes and a good coffee afterwards.')
  await notesStep.getByRole('button', { name: 'Save' }).click()

  // Steps 6 and 7: the activation mail goes out, then check your email.
  await expect(page.getByTestId('signup-step-7')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('signup-email')).toHaveText(email)
  await expect(page.getByText('Have a look in your spam or junk folder.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change your email address' })).toHaveAttribute(
    'href',
    '/profile#email',
  )
  await expect(page.getByRole('link', { name: 'Go to the members' })).toHaveAttribute(
    'href',
    '/members',
  )

  const user = (await (await page.request.get('/api/user.php')).json()) as {
    email: string
    profile: {
      name: string
      city: string
      country: string
      gender: string
      date_of_birth: string
      personal: string
      main_image: unknown
      images: unknown[]
      lastSignupStep: boolean
    }
  }
  expect(user.email).toBe(email)
  expect(user.profile).toMatchObject({
    name: 'Anna',
    city: 'Haarlem',
    country: 'NL',
    gender: 'female',
    date_of_birth: '1990-04-02',
    personal: 'I love cycling along the dunes and a good coffee afterwards.',
    lastSignupStep: true,
  })
  expect(user.profile.main_image).not.toBeNull()
  expect(user.profile.images).toHaveLength(1)
})

test.describe('the §5 rules show their messages in the form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/signup')
    await expect(page.getByLabel('Email address')).toBeVisible()
  })

  test('a name may not start with @', async ({ page }) => {
    await page.getByLabel('Name').fill('@anna')
    await page.getByLabel('Name').blur()
    await expect(page.getByText('Your name must not start with @')).toBeVisible()
    await expect(submitButton(page)).toBeDisabled()
  })

  test('a name may not equal the email', async ({ page }) => {
    await page.getByLabel('Email address').fill('anna@example.com')
    await expect(page.getByLabel('Name')).toHaveValue('anna')
    await page.getByLabel('Name').fill('Anna@Example.com')
    await page.getByLabel('Name').blur()
    await expect(
      page.getByText('Your name must not be the same as your email address'),
    ).toBeVisible()
    await expect(submitButton(page)).toBeDisabled()
  })

  test('a name cannot exceed 150 characters', async ({ page }) => {
    await page.getByLabel('Name').fill('a'.repeat(200))
    expect((await page.getByLabel('Name').inputValue()).length).toBe(150)
  })

  test('a bad email pattern is named', async ({ page }) => {
    await page.getByLabel('Email address').fill('anna@example')
    await page.getByLabel('Email address').blur()
    await expect(page.getByText('Value is not a valid email address')).toBeVisible()
    await expect(submitButton(page)).toBeDisabled()
  })

  test('a taken email offers the login link', async ({ page }) => {
    const member = newMember('Taken')
    await signUpViaApi(page, member)
    await page.context().clearCookies()
    await page.goto('/signup')
    await page.getByLabel('Email address').fill(member.email)
    await expect(
      page.getByText('You already have an account with this email address.'),
    ).toBeVisible()
    await expect(
      page.getByTestId('email-account-exists').getByRole('link', { name: 'Log in' }),
    ).toHaveAttribute('href', '/login')
    await expect(submitButton(page)).toBeDisabled()
  })
})

test('the date of birth must be a real date at least 18 years back', async ({ page }) => {
  await page.goto('/')
  await signUpViaApi(page, newMember('Young'))
  await page.goto('/complete-signup')
  await page
    .getByTestId('signup-step-2')
    .getByRole('button', { name: 'Continue without photo' })
    .click()
  await page.getByRole('button', { name: 'Continue without location' }).click()
  const personalStep = page.getByTestId('signup-step-4')
  await expect(personalStep).toBeVisible()
  const message = page.getByText('You must be at least 18 years old and enter a valid date')

  // 31 February does not exist.
  await page.getByRole('combobox', { name: 'Day' }).selectOption('31')
  await page.getByRole('combobox', { name: 'Month' }).selectOption('02')
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1990')
  await expect(message).toBeVisible()

  // Tomorrow, 18 years ago: one day short of 18 (on 31 December that year is not offered).
  const tomorrow = new Date()
  tomorrow.setDate(tomorrow.getDate() + 1)
  const year = String(tomorrow.getFullYear() - 18)
  if (tomorrow.getFullYear() === new Date().getFullYear()) {
    await page
      .getByRole('combobox', { name: 'Day' })
      .selectOption(String(tomorrow.getDate()).padStart(2, '0'))
    await page
      .getByRole('combobox', { name: 'Month' })
      .selectOption(String(tomorrow.getMonth() + 1).padStart(2, '0'))
    await page.getByRole('combobox', { name: 'Year' }).selectOption(year)
    await expect(message).toBeVisible()
  }
  await personalStep.getByRole('button', { name: 'Save' }).click()
  await expect(personalStep).toBeVisible()
  await expect(message).toBeVisible()

  // A valid date clears the message.
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1990')
  await page.getByRole('combobox', { name: 'Day' }).selectOption('28')
  await expect(message).toBeHidden()
})

test('from a member page the form has its own heading and button, in the lander layout', async ({
  page,
}) => {
  await page.goto('/members/1/signup')
  await expect(
    page.getByRole('heading', { name: 'Sign up for free to get in touch' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign up and say hello' })).toBeDisabled()
  await expect(page.locator('.app')).toHaveAttribute('data-layout', 'lander')
  await page.goto('/members/1/landing')
  await expect(
    page.getByRole('heading', { name: 'Sign up for free to get in touch' }),
  ).toBeVisible()
})
