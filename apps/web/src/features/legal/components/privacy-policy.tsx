import { env } from '../../../config/env';
import { LegalDocument, type LegalSection } from './legal-document';

const mail = (
  <a href={`mailto:${env.contactEmail}`} className="font-medium text-brand-700 underline">
    {env.contactEmail}
  </a>
);

const sections: LegalSection[] = [
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> name, email, company, role (manager or member) and your
          password, which we store only as a salted hash that cannot be turned back into the
          password.
        </li>
        <li>
          <strong>What you put in:</strong> proposal ideas you type or dictate, the proposals
          themselves, your clients&rsquo; names, emails, phone numbers and property addresses,
          photos and notes.
        </li>
        <li>
          <strong>Proposal activity:</strong> when a shared proposal is opened we record the time,
          the browser, and a one-way hash of the IP address, so you can see engagement without us
          keeping your client&rsquo;s address. When it is signed we keep the signer&rsquo;s name,
          email, drawn signature, IP address, browser and a fingerprint of the signed text, as
          evidence of the signature.
        </li>
        <li>
          <strong>Calls:</strong> the caller&rsquo;s and your phone numbers, call times and
          durations, recordings, transcripts, AI summaries, and contact details the caller gives.
        </li>
        <li>
          <strong>Billing:</strong> your plan and payment status. Card details go straight to our
          payment provider, Stripe; we never see the full number.
        </li>
        <li>
          <strong>Technical data:</strong> sign-in cookies, security logs (such as failed sign-in
          attempts), and basic request logs used to keep the service running.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run Vanilla for you: write proposals, share and track them, answer your calls.</li>
        <li>
          To keep accounts secure: sign-in, password resets, blocking repeated failed sign-ins.
        </li>
        <li>To bill you and to send service emails (invitations, resets, signature receipts).</li>
        <li>To fix problems and improve the product, using aggregated or de-identified data.</li>
      </ul>
    ),
  },
  {
    id: 'ai',
    heading: 'AI processing',
    body: (
      <p>
        To write a proposal, the details you enter are sent to our AI model provider, which returns
        the draft. To run the receptionist, call audio is processed by our voice AI and telephony
        providers in real time. These providers process the data on our behalf, under contracts that
        restrict them to that purpose. We do not sell your data and we do not use your
        clients&rsquo; data to advertise to them.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>Only the service providers that Vanilla needs to work:</p>
        <ul>
          <li>hosting and database providers;</li>
          <li>the AI model provider that drafts proposals;</li>
          <li>Twilio (phone numbers and call routing) and Vapi (the voice agent);</li>
          <li>Stripe (payments) and our email delivery provider.</li>
        </ul>
        <p>
          Inside your company, managers see the whole team&rsquo;s proposals and calls, and team
          members see their own. Anyone you give a proposal link to can read that proposal. We
          disclose data to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>
          A secure, http-only session cookie keeps you signed in; two small readable cookies (
          <code>auth_state</code> and <code>session_check</code>) let the app notice when that
          session has ended. Your browser&rsquo;s local storage remembers who is signed in so pages
          load quickly. All of these are cleared when you sign out.
        </p>
        <p>
          Some public marketing pages may measure our own advertising with an ad platform&rsquo;s
          pixel and may show a third-party survey. They do not run in your dashboard or on shared
          proposals.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Account and company details: while your account is open.</li>
        <li>
          Proposals: until you delete them. Deleting a proposal removes it from your dashboard and
          disables its link. The history of a proposal that was shared or signed (what was sent,
          when it was opened, and the signature evidence) is kept in an audit log so a signature can
          still be proven later; it is erased when your account is closed, unless a law requires us
          to keep it longer.
        </li>
        <li>
          Call recordings and transcripts: while your account is open, or until you delete the
          receptionist that took them.
        </li>
        <li>Sessions end when you sign out or they expire; reset links work once and expire.</li>
        <li>
          After you close your account we delete your data within 30 days, and from backups within a
          further 30 days, except billing records we must keep for tax law.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see and correct your details in the app, and ask us for a copy of your data, to
          correct it, or to delete it, by writing to {mail}. Depending on where you live (for
          example in the EU, UK or California) you may have further rights, such as objecting to
          some processing or complaining to a data-protection authority.
        </p>
        <p>
          If you are a homeowner who received or signed a proposal, the business that sent it
          decides what happens to your data; contact them first. We will help them answer you.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed with a modern algorithm, sign-in attempts
        are rate limited, and every request is limited to your own company&rsquo;s data. No system
        is perfectly secure; if a breach affects your data, we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: <p>Vanilla is a business tool and is not meant for anyone under 16.</p>,
  },
  {
    id: 'contact',
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy in a way that matters to you, we will tell you by email or in the
        app before it applies. Questions or requests: {mail}.
      </p>
    ),
  },
];

export const PrivacyPolicy = () => (
  <LegalDocument
    title="Privacy Policy"
    updated="November 2026"
    intro={
      <p>
        <strong>In short:</strong> we collect what we need to write your proposals, collect
        signatures and answer your calls; we share it only with the providers that make that work;
        we never sell it; and you can ask us for a copy or to delete it at any time.
      </p>
    }
    sections={sections}
  />
);
