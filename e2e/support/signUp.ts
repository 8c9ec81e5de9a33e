import type { Page } from 'playwright-core';
import type { Actor } from './actors';
import { closeOnboardingTour } from './tour';
import { waitForDashboard } from './dashboard';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs the actor up through the e-mail form, the way a player does, and waits for their
 * dashboard. For scenarios where signing up is part of the story (else signUpThroughApi).
 */
export async function signUpThroughForm(page: Page, actor: Actor, options: { closeTour?: boolean } = {}): Promise<void> {
  await page.goto('/sign-up/email');
  await page.getByLabel('Email', { exact: true }).fill(actor.email);
  await page.getByLabel('Username', { exact: true }).fill(actor.username);
  await page.getByText('This username is available').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(actor.password);
  await page.getByLabel(/I agree to the FanClash terms/).check();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForURL(new RegExp(`/${escape(actor.username)}$`));
  await waitForDashboard(page, actor.username);
  // A scenario about something else may leave the new player's tour open (tours.e2e checks it).
  if (options.closeTour !== false) await closeOnboardingTour(page);
}
