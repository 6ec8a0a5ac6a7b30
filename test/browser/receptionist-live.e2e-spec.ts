import { browserJourney, DESKTOP } from '../support/journey.js';

// Spec 001 §2 (AI Receptionist page, setup wizard, Calls) with DESIGN §7: in test mode a
// receptionist is set up through the wizard, a call comes in through the signed webhook path,
// and it appears in Recent conversations without a reload; its detail shows the tagged transcript.

describe('AI receptionist, live (browser)', () => {
  const { appUrl, url, field, openPage, signUp } = browserJourney();

  it('should set up a receptionist in test mode and show its calls as they arrive', async () => {
    const page = await openPage(DESKTOP);
    await signUp(page, { name: 'Riley Receptionist', email: `riley.${Date.now()}@example.com` });

    await page.goto(url('/business2/voice-agents'));
    await page.getByRole('heading', { level: 1, name: /AI Receptionist/ }).waitFor();
    await page.getByText('No calls found').waitFor();
    await page.getByRole('button', { name: 'Create AI Receptionist' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Set Up Your AI Voice Receptionist' });
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Next', exact: true });

    await field(page, 'Company name').fill('Arctic Comfort HVAC');
    await field(page, 'Receptionist name').fill('Ava');
    await next.click();
    // The area code step refuses to go on without three digits.
    await field(page, 'Area code').fill('4a1b5');
    expect(await field(page, 'Area code').inputValue()).toBe('415');
    await page.getByText('Valid area code!').waitFor();
    for (let step = 2; step < 7; step += 1) await next.click();
    const create = wizard.getByRole('button', { name: 'Create AI Receptionist' });
    expect(await create.isDisabled()).toBe(true);
    await wizard.getByRole('checkbox', { name: /I agree to the/ }).check();
    await create.click();

    const success = page.getByRole('dialog', { name: 'Receptionist Created!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('Ava');
    await success.getByRole('button', { name: 'Got it!' }).click();
    await page.getByText('(415) 555-0100').first().waitFor();

    // A call arrives while the page is open: no reload.
    const simulated = await page.evaluate(async (origin) => {
      const response = await fetch('/api/calls/simulate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ callerName: 'Sam Lee', goal: 'quote' }),
      });
      return (await response.json()) as { call_id: string };
    }, appUrl());
    const row = page.getByRole('link', { name: 'View details' }).first();
    await page.getByText('Sam Lee').first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('No calls found').count()).toBe(0);

    await row.click();
    await page.waitForURL(
      (current) => current.pathname === `/business2/calls/${simulated.call_id}`,
    );
    await page.getByRole('heading', { name: 'Transcript' }).waitFor();
    const quoteLine = page.getByText(/I would like a quote for replacing my furnace/);
    await quoteLine.waitFor();
    // "quote" and "cost" are tagged as sale words, shown highlighted in purple.
    const highlight = page.locator('mark', { hasText: 'quote' }).first();
    await highlight.waitFor();
    expect(await highlight.getAttribute('class')).toMatch(/purple/);
    expect(await page.getByText('Quote for a furnace replacement').isVisible()).toBe(true);
  }, 120_000);
});
