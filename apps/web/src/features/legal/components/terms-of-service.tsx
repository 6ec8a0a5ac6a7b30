import { Link } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LegalDocument, type LegalSection } from './legal-document';

const mail = (
  <a href={`mailto:${env.contactEmail}`} className="font-medium text-brand-700 underline">
    {env.contactEmail}
  </a>
);

const sections: LegalSection[] = [
  {
    id: 'who',
    heading: 'Who these terms are for',
    body: (
      <>
        <p>
          Vanilla is software for home-service and real-estate businesses. It writes sales proposals
          with AI, lets you share them with your clients by link, collects their electronic
          signatures, and runs an AI receptionist that answers your business phone.
        </p>
        <p>
          These terms are an agreement between Vanilla and the business that opens an account
          (&ldquo;you&rdquo;). The person who signs up accepts them for the business and becomes its
          manager. Team members you invite use Vanilla under your account and must follow these
          terms too. Your clients, who open and sign proposals without an account, are not parties
          to these terms; your agreement with them is your own.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 and able to enter contracts for your business.</li>
        <li>Give us accurate details and keep them up to date.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account,
          including what team members you invite do. Tell us at once if you think someone else got
          in.
        </li>
        <li>
          Managers see the whole team&rsquo;s proposals and calls. Only invite people who should see
          them, and revoke invitations you no longer need.
        </li>
      </ul>
    ),
  },
  {
    id: 'plans',
    heading: 'Plans, trials and payment',
    body: (
      <>
        <p>
          The Free plan costs nothing and has the limits shown on the{' '}
          <Link to={paths.pricing} className="font-medium text-brand-700 underline">
            pricing page
          </Link>
          . Paid plans are billed monthly per user, in advance, through our payment provider
          (Stripe); we never see or store your full card number. Where a free trial is offered, you
          are charged when it ends unless you cancel before.
        </p>
        <p>
          Super Pro includes a monthly allowance of AI call minutes; calls beyond it use credits at
          the price shown when you buy them. You can change or cancel your plan at any time from
          Settings; a cancellation takes effect at the end of the period you have paid for, and we
          do not refund partial months unless the law requires it. Phone numbers bought for an AI
          receptionist are charged to your account while you keep them.
        </p>
      </>
    ),
  },
  {
    id: 'ai-proposals',
    heading: 'AI-written proposals',
    body: (
      <>
        <p>
          Proposals are drafted by an AI model from what you type or dictate. AI can get things
          wrong: prices, quantities, model numbers, warranty terms, permit or licensing statements.
          Read every proposal before you send it. You are responsible for what you send your clients
          and for honouring it.
        </p>
        <p>
          Vanilla does not give legal, tax or financial advice. Financing, warranty and incentive
          text in a proposal is yours to check against your actual offers.
        </p>
      </>
    ),
  },
  {
    id: 'signatures',
    heading: 'Shared proposals and e-signatures',
    body: (
      <>
        <p>
          Anyone with a proposal&rsquo;s link can open it, so share links only with the client they
          are for. When a client signs, we record their typed name and email, the signature they
          drew, the time, their IP address and browser, and a fingerprint (a cryptographic hash) of
          the exact proposal text they signed. This lets you and your client show later what was
          signed and that it has not changed since.
        </p>
        <p>
          The contract formed by a signature is between you and your client; Vanilla is not a party
          to it. Electronic signatures are valid for most business agreements, but some documents or
          places require more. It is up to you to decide whether an e-signature is right for your
          agreement.
        </p>
      </>
    ),
  },
  {
    id: 'receptionist',
    heading: 'The AI receptionist and call recordings',
    body: (
      <>
        <p>
          The AI receptionist answers calls to the number you set up, forwards calls during the
          business hours you choose, and records calls to produce transcripts, summaries and the
          caller&rsquo;s contact details for you.
        </p>
        <p>
          Many states and countries require that callers are told a call is recorded, and some
          require every party&rsquo;s consent. You are responsible for complying with those laws,
          for example by keeping a recording notice in your receptionist&rsquo;s greeting. You must
          not use Vanilla for unsolicited marketing calls or texts, or to call people who have not
          agreed to be contacted.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>No unlawful, deceptive or harassing content, and no impersonating anyone.</li>
        <li>No spam, robocalls or messages that break telemarketing or anti-spam laws.</li>
        <li>No attempts to break into, overload or reverse-engineer the service.</li>
        <li>No collecting other people&rsquo;s data through Vanilla without a lawful reason.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your content',
    body: (
      <p>
        Your proposals, client details, recordings and notes stay yours. You allow us to store,
        process and transmit them only as needed to run Vanilla for you, including sending text to
        the AI and telephony providers named in our{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
        . We do not sell your content and do not use it to advertise to your clients.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Availability and changes',
    body: (
      <p>
        We work to keep Vanilla running and your data safe, but we cannot promise it will never be
        interrupted. We improve the product continually and may change or retire features. If we
        change these terms in a way that matters to you, we will tell you by email or in the app at
        least 30 days before the change applies.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending your account',
    body: (
      <p>
        You can stop using Vanilla and ask us to close your account at any time. We may suspend or
        close an account that breaks these terms, fails to pay, or puts others at risk; where we
        reasonably can, we will warn you first and give you a chance to export your data. What
        happens to your data afterwards is explained in the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        Vanilla is provided as it is. As far as the law allows, we are not liable for lost profits
        or indirect losses, and our total liability for any claim is limited to what you paid us in
        the 12 months before it. Nothing in these terms limits liability that cannot be limited by
        law.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <p>Questions about these terms? Write to us at {mail}.</p>,
  },
];

export const TermsOfService = () => (
  <LegalDocument
    title="Terms of Service"
    updated="November 2026"
    intro={
      <p>
        <strong>In short:</strong> you own your proposals and recordings; you check what the AI
        writes before you send it; you tell callers that calls are recorded where the law requires
        it; paid plans renew monthly and you can cancel any time.
      </p>
    }
    sections={sections}
  />
);
