import type { ProposalSent } from '@vanilla/domain';
import { companyLogoPath } from '../../accounts/index.js';
import { escapeHtml } from '../../mail/index.js';
import type { MailMessage } from '../../mail/index.js';

// The mail that carries a proposal's link to its client, from the company as it was shared: its
// logo, name and ways to reach it, the title and one button. HTML for mail readers, the same
// words as text for the rest. Everything from the share is escaped: it is the contractor's typing.
export const proposalLinkMail = (
  data: ProposalSent['data'],
  link: string,
  publicBaseUrl: string,
): Omit<MailMessage, 'to'> => {
  const company = data.companyName || 'Your contractor';
  const greeting = data.clientName ? `Hi ${data.clientName},` : 'Hello,';
  const contacts = [data.companyAddress, data.companyPhone, data.companyEmail].filter(
    (line) => line.trim() !== '',
  );
  const text = `${greeting}\n\n${company} sent you a proposal: "${data.title}".\n\nOpen it to read it, ask a question or sign it:\n${link}\n\n${[company, ...contacts].join('\n')}\n`;
  const logo = data.companyLogoSha256
    ? `<img src="${escapeHtml(`${publicBaseUrl}${companyLogoPath(data.companyLogoSha256)}`)}" alt="${escapeHtml(company)}" style="max-height:64px;max-width:200px">`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
${logo}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(company)} sent you a proposal: <strong>${escapeHtml(data.title)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">View proposal</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:13px;color:#6b7280">${[company, ...contacts].map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: `${company} sent you "${data.title}"`, text, html };
};
