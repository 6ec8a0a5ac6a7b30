import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { expectAccessible, expectNoSidewaysScroll } from '../support/page-checks.js';

// Spec 001 §2 (Clients page, Jobs, Transactions, Notes) with issue 16: a contact added by hand
// lands at Lead on the Clients page with its default filters, gets a job that goes from scheduled
// to paid, its invoice and payment show as transactions, and a note written about it shows on
// the Notes page; on a phone and on a desktop, each page checked with axe.
describe('pipeline pages (browser)', () => {
  const { url, openPage, signUp } = browserJourney();

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'should take a contact added by hand from Lead to a paid job on a %s',
    async (_name, viewport) => {
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const client = `Maria Lopez ${stamp.slice(-5)}`;
      const service = 'AC replacement';
      const page = await openPage(viewport, { phone: viewport === PHONE });
      await signUp(page, { name: 'Casey Contractor', email: `casey.${stamp}@example.com` });

      // The Clients page: sample rows until there is a contact, Lead and Request chosen.
      await page.goto(url('/business/contacts'));
      await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
      await page.getByText('Sample data').filter({ visible: true }).first().waitFor();
      expect(await page.getByRole('button', { name: /^Status: Lead, Request$/ }).count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'clients (sample)');

      await page.getByRole('button', { name: 'New Client' }).click();
      await page.getByRole('button', { name: 'Add manually' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add contact' });
      await dialog.getByLabel('Name', { exact: true }).fill(client);
      await dialog.getByLabel('Email', { exact: true }).fill(`maria.${stamp}@example.com`);
      await dialog.getByLabel('Phone', { exact: true }).fill('(512) 555-0142');
      await dialog.getByLabel('Address', { exact: true }).fill('1408 Barton Hills Dr, Austin, TX');
      await dialog.getByLabel('Tags', { exact: true }).fill('HVAC, Quote');
      await dialog.getByRole('button', { name: 'Add contact' }).click();
      await page.getByText(`${client} was added as a Lead.`).waitFor();
      const link = page.getByRole('link', { name: client });
      await link.waitFor();
      expect(await page.getByText('Sample data').count()).toBe(0);
      await expectAccessible(page, viewport, 'clients');

      // Its page: the stage, the timeline, and a job for it.
      await link.click();
      await page.getByRole('heading', { level: 1, name: client }).waitFor();
      await page.getByText('Lead', { exact: true }).filter({ visible: true }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'contact');
      await page.getByRole('button', { name: 'New Job' }).click();
      const jobDialog = page.getByRole('dialog', { name: 'New Job' });
      await jobDialog.getByLabel('Service', { exact: true }).fill(service);
      await jobDialog.getByLabel('Amount ($)', { exact: true }).fill('8450');
      await jobDialog.getByRole('button', { name: 'Create job' }).click();
      await page.getByText(`Job “${service}” created.`).waitFor();

      // Jobs: schedule, start, complete, invoice, get paid.
      await page.goto(url('/business/jobs'));
      await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
      const step = (name: string) =>
        page.getByRole('button', { name: `${name}: ${service} for ${client}` });
      await step('Schedule').click();
      const schedule = page.getByRole('dialog', { name: 'Schedule job' });
      await schedule.getByLabel('Date', { exact: true }).fill('2026-06-02');
      await schedule.getByRole('button', { name: 'Schedule job' }).click();
      await step('Start').click();
      await step('Complete').click();
      await step('Invoice').click();
      const invoice = page.getByRole('dialog', { name: 'Send invoice' });
      expect(await invoice.getByLabel('Amount ($)', { exact: true }).inputValue()).toBe('8450');
      await invoice.getByRole('button', { name: 'Send invoice' }).click();
      await step('Record payment').click();
      const payment = page.getByRole('dialog', { name: 'Record payment' });
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await page.getByText('Paid', { exact: true }).filter({ visible: true }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'jobs');

      // Transactions: the invoice sent and the payment received.
      await page.goto(url('/business/transactions'));
      await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
      await page
        .getByText('completed', { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      expect(await page.getByText('Sample data').count()).toBe(0);
      expect(await page.getByText(client).count()).toBeGreaterThanOrEqual(2);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'transactions');

      // Notes: a text note about the contact.
      await page.goto(url('/business/notes'));
      await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
      await page.getByRole('button', { name: 'New Note' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'New Note' });
      await noteDialog
        .getByLabel('Note', { exact: true })
        .fill('Prefers a morning visit; gate code 4411.');
      await noteDialog
        .getByLabel('Link to', { exact: true })
        .selectOption({ label: `Client: ${client}` });
      await noteDialog.getByRole('button', { name: 'Save note' }).click();
      await page.getByText('Prefers a morning visit; gate code 4411.').waitFor();
      await page.getByRole('link', { name: `Client: ${client}` }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'notes');
    },
    180_000,
  );
});
