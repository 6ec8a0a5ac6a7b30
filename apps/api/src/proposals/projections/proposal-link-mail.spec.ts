import type { ProposalSent } from '@vanilla/domain';
import { proposalLinkMail } from './proposal-link-mail.js';

const sent: ProposalSent['data'] = {
  proposalId: 'p-1',
  channel: 'email',
  address: 'dana@example.com',
  title: 'Heat <Pump> & "Air"',
  clientName: 'Dana',
  companyName: 'Cool <b>Air</b>',
  companyAddress: '2 Shop Rd',
  companyPhone: '',
  companyEmail: 'office@coolair.test',
  companyLogoSha256: 'abc123',
  sentAt: '2026-11-27T10:00:00.000Z',
};

const link = 'https://app.example.test/shared-proposal/tok';

describe('proposalLinkMail', () => {
  it("should escape the contractor's words in the HTML when they contain markup", () => {
    const mail = proposalLinkMail(sent, link, 'https://app.example.test');

    expect(mail.html).not.toContain('<b>Air</b>');
    expect(mail.html).toContain('Cool &#60;b&#62;Air&#60;/b&#62;');
    expect(mail.html).toContain('Heat &#60;Pump&#62; &#38; &#34;Air&#34;');
    expect(mail.subject).toBe('Cool <b>Air</b> sent you "Heat <Pump> & "Air""');
  });

  it("should show the company's logo and ways to reach it, skipping empty ones, when it has them", () => {
    const mail = proposalLinkMail(sent, link, 'https://app.example.test');

    expect(mail.html).toContain('<img src="https://app.example.test/api/company-logos/abc123"');
    expect(mail.text).toContain('Cool <b>Air</b>\n2 Shop Rd\noffice@coolair.test\n');
    expect(mail.html).toContain('2 Shop Rd<br>office@coolair.test');
  });

  it('should leave the logo out and name no company when the share had neither', () => {
    const mail = proposalLinkMail(
      { ...sent, companyName: '', companyLogoSha256: null, clientName: '' },
      link,
      'https://app.example.test',
    );

    expect(mail.html).not.toContain('<img');
    expect(mail.text.startsWith('Hello,\n\nYour contractor sent you a proposal')).toBe(true);
    expect(mail.text).toContain(`\n${link}\n`);
  });
});
