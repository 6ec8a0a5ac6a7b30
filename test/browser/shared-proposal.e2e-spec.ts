import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download } from 'playwright-core';
import { verifyEvidence } from '../../apps/api/src/proposals/sealed-pdf/verify-sealed-pdf.js';
import { axeViolations } from '../support/axe.js';
import { watchCspViolations } from '../support/csp.js';
import { apiAccount, browserJourney, PHONE, type Viewport } from '../support/journey.js';

// Spec 000 §2–§5, §8, §9 (shared proposal page, signature dialog, signing) and 001 §2 (templates),
// plus the audit pages, through Chromium against the real API.
const DESKTOP: Viewport = { width: 1280, height: 800 };
const TEMPLATES = ['vanilla', 'minimalist', 'professional', 'modern'] as const;

type HistoryEvent = { type: string; data: Record<string, unknown> };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const downloaded = async (download: Download) => readFile(await download.path());

// The parts of a downloaded sealed PDF that `npm run verify` would report as failing.
const failedChecks = (pdf: Buffer) =>
  verifyEvidence(pdf)
    .filter((check) => !check.ok)
    .map((check) => check.part);

// Every payload reports through `window.__xss` (a setter installed before the page loads) or an
// alert; nothing may ever reach either.
const XSS_PAYLOADS = [
  '<script>window.__xss="script";alert("script")</script>',
  "<img src=x onerror=\"window.__xss='img';alert('img')\">",
  '<svg onload="window.__xss=\'svg\'"><circle r=1 /></svg>',
  '[markdown link](javascript:window.__xss="mdlink")',
  '<a href="javascript:window.__xss=\'htmllink\'">html link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '&lt;script&gt;window.__xss="entities"&lt;/script&gt;',
  '[entity link](&#106;avascript:window.__xss="entitylink")',
  '![markdown image](javascript:window.__xss="mdimage")',
  '![breakout](x" onerror="window.__xss=\'breakout\')',
  "<div style=\"background:url(javascript:window.__xss='style');width:expression(window.__xss='expr')\">styled</div>",
  '<p onclick="window.__xss=\'click\'" onmouseover="window.__xss=\'hover\'">hover me</p>',
  '<details open ontoggle="window.__xss=\'toggle\'"><summary>s</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<object data="javascript:window.__xss=\'object\'"></object><embed src="javascript:window.__xss=\'embed\'">',
  '<form action="javascript:window.__xss=\'form\'"><button formaction="javascript:window.__xss=\'fa\'">go</button></form>',
  '[data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)',
  '<input autofocus onfocus="window.__xss=\'focus\'">',
  '<javascript:window.__xss="autolink">',
  '"><script>window.__xss="attr"</script><a href="jav&#x09;ascript:window.__xss=\'tab\'">tab</a>',
];

// The payload in every place the shared markdown can put it: the title line, a section title,
// a paragraph, lists and a quote.
const xssContent = (payload: string) =>
  [
    `# ${payload} Title`,
    '',
    payload,
    '',
    `## ${payload} Section`,
    '',
    `Inline ${payload} text.`,
    '',
    `- ${payload}`,
    `1. ${payload}`,
    '',
    `> ${payload}`,
  ].join('\n');

describe('shared proposal (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const account = { email: `owner.${Date.now()}@example.com`, username: 'Sam Owner' };
  const call = apiAccount(appUrl, { ...account, company_name: 'Cool Air HVAC' });

  const share = async (fields: Record<string, unknown>): Promise<string> => {
    const { status, body } = await call('POST', '/api/share-proposal', fields);
    expect(status).toBe(201);
    return String(body.token);
  };

  const history = async (token: string): Promise<HistoryEvent[]> => {
    const { status, body } = await call('GET', `/api/proposals/${token}/history`);
    expect(status).toBe(200);
    return body.events as HistoryEvent[];
  };

  const openContext = async (viewport: Viewport, phone = false): Promise<BrowserContext> =>
    (await openPage(viewport, { phone })).context();

  it('should render 20 XSS payloads inert in every template, in content, title and names', async () => {
    const ctx = await openContext(DESKTOP);
    await ctx.addInitScript(() => {
      const hits: string[] = [];
      Object.defineProperty(window, '__xssHits', { value: hits });
      Object.defineProperty(window, '__xss', {
        set: (value: unknown) => hits.push(String(value)),
        get: () => undefined,
      });
    });
    const page = await ctx.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    for (const template of TEMPLATES) {
      for (const [index, payload] of XSS_PAYLOADS.entries()) {
        const token = await share({
          proposalContent: xssContent(payload),
          clientName: payload.slice(0, 200),
          companyName: payload.slice(0, 200),
          clientAddress: payload.slice(0, 300),
          templateChoice: template,
        });
        await page.goto(url(`/shared-proposal/${token}`));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Sign This Proposal' }).waitFor();
        // Hover and click the rendered content, as a reader would.
        await page.mouse.move(640, 300);
        await page.locator('article p').first().click({ force: true });

        const findings = await page.evaluate(() => {
          const found: string[] = [];
          const root = document.getElementById('root');
          for (const element of root?.querySelectorAll('*') ?? []) {
            const tag = element.tagName.toLowerCase();
            if (
              [
                'script',
                'iframe',
                'object',
                'embed',
                'form',
                'input',
                'style',
                'base',
                'img',
              ].includes(tag)
            ) {
              found.push(`<${tag}>`);
            }
            for (const attribute of element.attributes) {
              if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
              if (['srcdoc', 'formaction', 'action', 'style'].includes(attribute.name)) {
                found.push(`${tag}[${attribute.name}]`);
              }
              if (
                ['href', 'src', 'data'].includes(attribute.name) &&
                !/^(https?:|mailto:|tel:|\/)/i.test(attribute.value.trim())
              ) {
                found.push(`${tag}[${attribute.name}=${attribute.value}]`);
              }
            }
          }
          // Ours: the page's script, and the data the server rendered it from, which no browser
          // runs and whose text must not be able to close its element.
          const scripts = [...document.querySelectorAll('script')].filter(
            (script) =>
              !script.src.startsWith(`${location.origin}/assets/`) &&
              !(script.id === 'shared-proposal-data' && script.type === 'application/json'),
          );
          if (scripts.length > 0) found.push(`${scripts.length} foreign <script>`);
          const data = document.querySelectorAll('script#shared-proposal-data');
          if (data.length > 1) found.push(`${data.length} data elements`);
          if (data[0]?.textContent?.includes('<')) found.push('"<" in the data element');
          const hits = (window as unknown as { __xssHits: string[] }).__xssHits;
          return { found, hits: [...hits] };
        });
        expect({ template, payload: index, ...findings }).toEqual({
          template,
          payload: index,
          found: [],
          hits: [],
        });
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Title');
      }
    }
    expect(dialogs).toEqual([]);
  }, 300_000);

  it('should let a client on a phone read, sign with a finger after each rule in order, and stay signed', async () => {
    const content = [
      '# Heat Pump Proposal',
      '',
      '## Summary',
      'A **3-ton** heat pump for the *Smith* home.',
      '',
      '## Scope of Work',
      '1. Remove the old furnace',
      '2. Install the heat pump',
      '',
      '## Investment',
      '- Standard: $12,500',
    ].join('\n');
    const token = await share({
      proposalContent: content,
      clientName: 'Dana Smith',
      clientAddress: '12 Oak Lane, Austin, TX',
      companyName: 'Cool Air HVAC',
      templateChoice: 'professional',
    });
    const ctx = await openContext(PHONE, true);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const viewRecorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/track-proposal-view') && response.status() === 200,
    );
    await page.goto(url(`/shared-proposal/${token}`));
    await page.getByRole('heading', { level: 1, name: 'Heat Pump Proposal' }).waitFor();
    for (const section of ['Summary', 'Scope of Work', 'Investment']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Dana Smith').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await viewRecorded;
    expect((await history(token)).filter((e) => e.type === 'ProposalViewed')).toHaveLength(1);

    const signButton = page.getByRole('button', { name: 'Sign This Proposal' });
    const dialog = page.getByRole('dialog', { name: 'Sign This Proposal' });
    const alert = dialog.getByRole('alert');
    const submit = dialog.getByRole('button', { name: 'Submit' });

    // Escape is Cancel, and focus goes back to the button that opened the dialog.
    await signButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await signButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await signButton.click();
    await dialog.waitFor();
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);

    // Rule 1: pressing Enter in a field submits; the empty pad is the first problem.
    await dialog.getByLabel('Full name').press('Enter');
    expect((await alert.innerText()).trim()).toBe('Please provide a signature');

    // Draw with real touch events through the DevTools protocol.
    await dialog.locator('canvas').scrollIntoViewIfNeeded();
    const box = await dialog.locator('canvas').boundingBox();
    if (!box) throw new Error('The signature canvas is not visible');
    expect(Math.round(box.height)).toBe(200);
    const cdp = await ctx.newCDPSession(page);
    const points = Array.from({ length: 24 }, (_, i) => ({
      x: box.x + 24 + i * 12,
      y: box.y + 100 - Math.sin(i / 3) * 40,
    }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
    for (const point of points.slice(1)) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The pad reports the stroke when it ends; the dialog re-renders on the next frame.
    await dialog.locator('button[aria-disabled="false"]', { hasText: 'Submit' }).waitFor();
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    expect(await dialog.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    expect(await alert.count()).toBe(0);

    await submit.click();
    expect((await alert.innerText()).trim()).toBe('Please provide your full name');
    await dialog.getByLabel('Full name').fill('Dana Smith');
    await submit.click();
    expect((await alert.innerText()).trim()).toBe('Please provide your email address');
    await dialog.getByLabel('Email').fill('dana@example');
    await submit.click();
    expect((await alert.innerText()).trim()).toBe('Please provide a valid email address');
    await dialog.getByLabel('Email').fill('dana@example.com');
    // Last, the consent to sign electronically, whose notice sits above the pad.
    await submit.click();
    expect((await alert.innerText()).trim()).toBe(
      'Please agree to use electronic records and signatures before signing.',
    );
    expect(await dialog.getByText('Paper copy:', { exact: false }).isVisible()).toBe(true);
    const consent = dialog.getByLabel(
      'I have read this notice and agree to use electronic records and signatures.',
    );
    await consent.focus();
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    expect(await alert.count()).toBe(0);

    const signed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/track-proposal-view') &&
        (response.request().postData() ?? '').includes('signature'),
    );
    await submit.click();
    await dialog.getByText('Thank you for signing!').waitFor();
    expect((await signed).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Signed by Dana Smith').isVisible()).toBe(true);
    expect(await signButton.count()).toBe(0);

    await page.reload();
    await page.getByText('Signed by Dana Smith').waitFor();
    expect(await signButton.count()).toBe(0);
    // The sealed PDF of what was signed, reached from the keyboard on a phone.
    const pdfLink = page.getByRole('link', { name: 'Download signed PDF' });
    const pdfBox = await pdfLink.boundingBox();
    expect(pdfBox && pdfBox.x >= 0 && pdfBox.x + pdfBox.width <= PHONE.width).toBe(true);
    const download = page.waitForEvent('download');
    await pdfLink.focus();
    await page.keyboard.press('Enter');
    expect(failedChecks(await downloaded(await download))).toEqual([]);
    expect(
      await page.getByRole('button', { name: 'Contact About This Proposal' }).isVisible(),
    ).toBe(true);

    const events = await history(token);
    const consents = events.filter((e) => e.type === 'ProposalConsentGiven');
    expect(consents).toHaveLength(1);
    expect(consents[0].data).toMatchObject({ signerName: 'Dana Smith' });
    const signatures = events.filter((e) => e.type === 'ProposalSigned');
    expect(signatures).toHaveLength(1);
    expect(signatures[0].data).toMatchObject({
      signerName: 'Dana Smith',
      signerEmail: 'dana@example.com',
      contentHash: sha256(content),
    });
    expect(errors).toEqual([]);
  }, 120_000);

  it('should answer the link with the title and sections already in its HTML, then hydrate it', async () => {
    const token = await share({
      proposalContent: '# Roof Replacement\n\n## Scope\nNew **architectural** shingles.',
      clientName: 'Dana Smith',
      templateChoice: 'modern',
    });
    const answer = await fetch(url(`/shared-proposal/${token}`), {
      headers: { accept: 'text/html' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toMatch(/<title>Roof Replacement · [^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Roof Replacement<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>(?:(?!<\/h2>).)*Scope(?:(?!<\/h2>).)*<\/h2>/);
    expect(html).toContain('<strong class="font-semibold text-neutral-900">architectural</strong>');

    // Without script the proposal reads all the same; its buttons wait for the script.
    const bare = await openPage(PHONE, { phone: true, script: false });
    await bare.goto(url(`/shared-proposal/${token}`));
    expect(
      await bare.getByRole('heading', { level: 1, name: 'Roof Replacement' }).isVisible(),
    ).toBe(true);
    expect(await bare.getByRole('button', { name: 'Sign This Proposal' }).isDisabled()).toBe(true);

    const ctx = await openContext(PHONE, true);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(url(`/shared-proposal/${token}`));
    await page.locator('button:enabled', { hasText: 'Sign This Proposal' }).waitFor();
    await page.getByRole('button', { name: 'Sign This Proposal' }).click();
    await page.getByRole('dialog', { name: 'Sign This Proposal' }).waitFor();
    // Hydrated from the data sent with the page: no second read, one script entry, no error.
    expect(asked).not.toContain(`/api/proposal/${token}`);
    expect(errors).toEqual([]);
  });

  it('should send a message to the company from the contact dialog', async () => {
    const token = await share({ proposalContent: '# Roof\n\n## Scope\nNew shingles.' });
    const ctx = await openContext(PHONE, true);
    const page = await ctx.newPage();
    await page.goto(url(`/shared-proposal/${token}`));
    await page.getByRole('button', { name: 'Contact About This Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact About This Proposal' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await dialog.getByRole('alert').innerText()).trim()).toBe('Please provide your name');
    await dialog.getByLabel('Your name').fill('Dana Smith');
    await dialog.getByLabel('Email').fill('dana@example.com');
    await dialog.getByLabel('Message').fill('Can you start in May?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('Message sent').waitFor();
    const messages = (await history(token)).filter((e) => e.type === 'ProposalMessageReceived');
    expect(messages.map((e) => e.data.message)).toEqual(['Can you start in May?']);
  });

  it('should show "Error Loading Proposal" for a deleted proposal, an unknown link and no token', async () => {
    const token = await share({ proposalContent: '# Gone\n\nSoon deleted.' });
    expect((await call('POST', '/api/delete-proposal', { token })).status).toBe(200);
    const ctx = await openContext(PHONE, true);
    const page = await ctx.newPage();
    const heading = page.getByRole('heading', { level: 1, name: 'Error Loading Proposal' });

    await page.goto(url(`/shared-proposal/${token}`));
    await heading.waitFor();
    expect(await page.getByText('This proposal has been removed.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);

    await page.goto(url('/shared-proposal/no-such-token-0000000000'));
    await heading.waitFor();
    expect(await page.getByText('Failed to load proposal data').isVisible()).toBe(true);
    expect(await page.getByText(/may have expired or been removed/).isVisible()).toBe(true);

    await page.goto(url('/shared-proposal/'));
    await heading.waitFor();
    expect(await page.getByText('Invalid proposal token').isVisible()).toBe(true);

    // An answer of `success: false` (000 §3) is a failure too, not an empty proposal to sign. The
    // server renders a live proposal into the page; without the data it sent along, the page
    // asks the API, as it does when the server could not render it.
    const live = await share({ proposalContent: '# Still here\n\nFor now.' });
    await page.route(
      (address) => address.pathname === `/shared-proposal/${live}`,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<script type="application\/json" id="shared-proposal-data">[^<]*<\/script>/,
          '',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.route(
      (address) => address.pathname === `/api/proposal/${live}`,
      (route) =>
        route.fulfill({ status: 200, json: { success: false, error: 'Proposal not found' } }),
    );
    await page.goto(url(`/shared-proposal/${live}`));
    await heading.waitFor();
    expect(await page.getByText('Failed to load proposal data').isVisible()).toBe(true);
    expect(await page.getByText(/may have expired or been removed/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);
  }, 120_000);

  it('should show a manager the history and a certificate that verify in the browser', async () => {
    const content = '# Audit Me\n\n## Summary\nSigned by API.';
    const token = await share({ proposalContent: content, clientName: 'Lee Park' });
    const png = await (async () => {
      const ctx = await openContext(DESKTOP);
      const page = await ctx.newPage();
      await page.goto(url('/'));
      const dataUrl = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 120;
        canvas.height = 40;
        const drawing = canvas.getContext('2d');
        drawing?.fillRect(10, 10, 100, 4);
        return canvas.toDataURL('image/png');
      });
      await ctx.close();
      return dataUrl;
    })();
    const signing = await call('POST', '/api/track-proposal-view', {
      token,
      signature: png,
      name: 'Lee Park',
      email: 'lee@example.com',
      consent: true,
    });
    expect(signing.status).toBe(200);

    const ctx = await openContext(DESKTOP);
    const page = await ctx.newPage();
    await signIn(page, account.email);

    await page.goto(url(`/business/proposals/${token}/history`));
    await page.getByRole('heading', { level: 1, name: 'Audit Me' }).waitFor();
    expect(await page.getByRole('heading', { name: /Signed by the client/ }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Verify hash chain' }).click();
    await page.getByText(/history has not been altered/).waitFor();

    await page.getByRole('button', { name: 'State as of this event' }).first().click();
    await page.waitForURL((current) => current.searchParams.has('at'));
    await page.getByRole('heading', { name: /State as of event #1/ }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download signed PDF' }).click();
    expect(failedChecks(await downloaded(await download))).toEqual([]);

    await page.getByRole('link', { name: 'Signature certificate' }).click();
    await page.getByText('Signature certificate', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Signed content: match.').waitFor();
    await page.getByText('Signature image: match.').waitFor();
    expect(await page.getByText(sha256(content)).first().isVisible()).toBe(true);
  });

  it('should sign on the shared page and follow it on the dashboard with no CSP violation, and refuse to be framed', async () => {
    const token = await share({
      proposalContent: '# Window Replacement\n\n## Summary\nTen double-pane windows.',
      clientName: 'Robin Gray',
      templateChoice: 'modern',
    });
    const ctx = await openContext(DESKTOP);
    const violations = await watchCspViolations(ctx);
    const page = await ctx.newPage();
    const assets: Array<{ url: string; nosniff: string | null }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) {
        assets.push({ url: response.url(), nosniff: response.headers()['x-content-type-options'] });
      }
    });

    const headers = (await page.goto(url(`/shared-proposal/${token}`)))?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Signing: a drawn signature travels as a data: URL, the page shows it signed.
    await page.getByRole('button', { name: 'Sign This Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign This Proposal' });
    const pad = await dialog.locator('canvas').boundingBox();
    if (!pad) throw new Error('The signature pad is not on screen');
    await page.mouse.move(pad.x + 40, pad.y + 120);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(pad.x + 40 + step * 12, pad.y + 120 - Math.sin(step / 2) * 40);
    }
    await page.mouse.up();
    await dialog.getByLabel('Full name').fill('Robin Gray');
    await dialog.getByLabel('Email').fill('robin@example.com');
    await dialog
      .getByLabel('I have read this notice and agree to use electronic records and signatures.')
      .check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you for signing!').waitFor();
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => asset.nosniff !== 'nosniff')).toEqual([]);

    // The owner's dashboard (live over the socket) and the certificate with the signature image.
    const owner = await ctx.newPage();
    await signIn(owner, account.email);
    const socketOpened = owner.waitForRequest((request) => request.url().includes('/socket.io/'));
    await owner.goto(url('/business/proposals'));
    await socketOpened;
    await owner
      .locator(`tr[data-token="${token}"]`)
      .getByText('accepted', { exact: true })
      .waitFor();
    await owner.goto(url(`/business/proposals/${token}/certificate`));
    await owner.getByRole('button', { name: 'Verify', exact: true }).click();
    await owner.getByText('Signature image: match.').waitFor();
    expect(violations).toEqual([]);
    await ctx.close();

    // Another site framing the signing page gets nothing: clickjacking a signature is off.
    const framer = await (await openContext(DESKTOP)).newPage();
    const refused = framer.waitForEvent('console', (message) =>
      message.text().includes('frame-ancestors'),
    );
    await framer.setContent(`<iframe src="${url(`/shared-proposal/${token}`)}"></iframe>`);
    await refused;
    expect(await framer.frames()[1]?.getByRole('button').count()).toBe(0);
  }, 120_000);
  it('should keep a signature that was not recorded shown as signed, with sending it again as the only message', async () => {
    const token = await share({
      proposalContent: '# Attic Insulation\n\n## Summary\nR-49 blown-in insulation.',
      clientName: 'Robin Gray',
    });
    const ctx = await openContext(PHONE, true);
    const page = await ctx.newPage();
    // The first signature gets no answer (the connection drops); later ones reach the server.
    let refused = 0;
    await page.route(
      (address) => address.pathname === '/api/track-proposal-view',
      (route) => {
        if (refused === 0 && (route.request().postData() ?? '').includes('signature')) {
          refused += 1;
          return route.abort('internetdisconnected');
        }
        return route.fallback();
      },
    );
    await page.goto(url(`/shared-proposal/${token}`));
    await page.getByRole('button', { name: 'Sign This Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign This Proposal' });
    await dialog.getByRole('button', { name: 'Use my typed name' }).waitFor();
    await dialog.getByLabel('Full name').fill('Robin Gray');
    await dialog.getByRole('button', { name: 'Use my typed name' }).click();
    await dialog.locator('button[aria-disabled="false"]', { hasText: 'Submit' }).waitFor();
    await dialog.getByLabel('Email').fill('robin@example.com');
    await dialog
      .getByLabel('I have read this notice and agree to use electronic records and signatures.')
      .check();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await dialog.getByText('Your signature was not recorded').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Still signed on the page (000 §4): no Sign button, and one message, the way to finish.
    const problem = page.getByRole('alert').filter({ hasText: 'Your signature was not recorded' });
    await problem.waitFor();
    expect(await page.getByText('Proposal signed').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await problem.innerText()).toContain('Check your connection');

    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/track-proposal-view') &&
        (response.request().postData() ?? '').includes('signature'),
    );
    await problem.getByRole('button', { name: 'Send my signature again' }).click();
    expect((await recorded).status()).toBe(200);
    await page.getByText('Signed by Robin Gray').waitFor();
    expect(await page.getByText('Proposal signed').isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    const signatures = (await history(token)).filter((e) => e.type === 'ProposalSigned');
    expect(signatures.map((e) => e.data.signerName)).toEqual(['Robin Gray']);
  }, 120_000);

  it('should line up Reference and Date in the professional letterhead and pass axe-core, with the signature dialog too', async () => {
    const token = await share({
      proposalContent: '# Heat Pump Proposal\n\n## Summary\nA 3-ton heat pump.',
      clientName: 'Dana Smith',
      clientAddress: '12 Oak Lane, Austin, TX',
      templateChoice: 'professional',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const ctx = await openContext(viewport, viewport === PHONE);
      const page = await ctx.newPage();
      await page.goto(url(`/shared-proposal/${token}`));
      await page.getByRole('heading', { level: 1, name: 'Heat Pump Proposal' }).waitFor();

      const edges = await page.evaluate(() => {
        const term = (label: string) =>
          [...document.querySelectorAll('article header dt')].find(
            (element) => element.textContent === label,
          );
        const left = (element: Element | null | undefined) =>
          Math.round(element?.getBoundingClientRect().left ?? -1);
        const reference = term('Reference');
        const date = term('Date');
        return {
          labels: left(reference) - left(date),
          values: left(reference?.nextElementSibling) - left(date?.nextElementSibling),
        };
      });
      expect({ viewport, ...edges }).toEqual({ viewport, labels: 0, values: 0 });

      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign This Proposal' }).click();
      await page
        .getByRole('dialog', { name: 'Sign This Proposal' })
        .getByLabel('Full name')
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();
    }
  }, 120_000);
});
