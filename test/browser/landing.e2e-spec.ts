import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';

// Spec 000 §2 (landing hero), §4, §5 and §8 (voice input and its errors), with the landing page's
// accessibility (WCAG A/AA by axe-core, colour contrast included).

// Chromium has no microphone here: a stand-in recognizer that fails with the code the test sets
// in `window.__speechError`, the way the browser reports a refused or silent microphone.
const fakeSpeechRecognition = () => {
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      const code = (window as unknown as { __speechError: string }).__speechError;
      setTimeout(() => {
        this.onerror?.({ error: code });
        this.onend?.();
      }, 50);
    }
    stop() {
      this.onend?.();
    }
    abort() {}
  }
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition });
};

const setSpeechError = (page: Page, code: string) =>
  page.evaluate((value) => {
    (window as unknown as { __speechError: string }).__speechError = value;
  }, code);

describe('landing page (browser)', () => {
  const { url, openPage, signUp } = browserJourney();

  it('should pass the WCAG A/AA checks of axe-core on a desktop and on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(viewport);
      await page.goto(url('/'));
      await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
      expect({ viewport, violations: await axeViolations(page) }).toEqual({
        viewport,
        violations: [],
      });
    }
  }, 120_000);

  it('should show a speech error in the prompt box without making it the prompt, here and in the wizard', async () => {
    const page = await openPage(PHONE);
    await page.addInitScript(fakeSpeechRecognition);
    await page.goto(url('/'));
    const prompt = page.getByLabel('Proposal ideas');
    const submit = page.getByRole('button', { name: 'Generate proposal' });
    const microphone = page.getByRole('button', { name: 'Start voice input' });

    for (const [code, message] of [
      ['not-allowed', 'Error: not-allowed'],
      ['no-speech', 'No speech detected. Please try again.'],
    ]) {
      await setSpeechError(page, code);
      await microphone.click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await prompt.inputValue()).toBe('');
      expect(await submit.isDisabled()).toBe(true);
    }

    // What the user typed before dictating stays theirs, and typing clears the error.
    await prompt.fill('New 3-ton AC');
    await setSpeechError(page, 'network');
    await microphone.click();
    await page.getByRole('alert').filter({ hasText: 'Error: network' }).waitFor();
    expect(await prompt.inputValue()).toBe('New 3-ton AC');
    await prompt.press('End');
    await prompt.pressSequentially(' and a thermostat');
    expect(await page.getByRole('alert').filter({ hasText: 'Error: network' }).count()).toBe(0);
    expect(await prompt.inputValue()).toBe('New 3-ton AC and a thermostat');
    expect(await submit.isEnabled()).toBe(true);

    // The wizard's dictation buttons: the error beside the field, the field's text untouched.
    await signUp(page, {
      name: 'Lee Landing',
      email: `lee.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    });
    await page.goto(url('/business/create-proposal'));
    const dictate = page.getByRole('button', { name: /^Dictate / }).first();
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    while ((await dictate.count()) === 0) await next.click();
    const fieldName = ((await dictate.getAttribute('aria-label')) ?? '').replace(/^Dictate /, '');
    const field = page.getByLabel(fieldName, { exact: true });
    const before = await field.inputValue();
    await setSpeechError(page, 'not-allowed');
    await dictate.click();
    await page.getByRole('alert').filter({ hasText: 'Error: not-allowed' }).waitFor();
    expect(await field.inputValue()).toBe(before);
  }, 120_000);
});
