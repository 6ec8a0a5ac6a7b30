import type { GeneratedProposal } from '@vanilla/contracts';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';
import { formatDollars, ProposalComposer } from './proposal-composer.js';
import { requestExamples } from './request-examples.js';

const today = new Date('2026-11-22T15:30:00Z');
const context = { companyName: '', today };

// A 1×1 PNG.
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// The wizard's Dev Mode sample data, with the spec's presets (001 §9).
const fullForm = (): GenerateProposalRequest => ({
  proposalName: 'Heat Pump Upgrade',
  category: 'HVAC',
  companyName: 'Arctic Comfort HVAC',
  licenseNumber: 'TACLA12345C',
  companyAddress: '500 Commerce Dr, Austin, TX 78701',
  companyPhone: '(512) 555-0100',
  companyEmail: 'hello@arcticcomfort.example',
  clientName: 'Jane Doe',
  clientAddress: '9 Mail Rd, Austin, TX 78702',
  clientPhone: '(512) 555-0199',
  clientEmail: 'jane@example.com',
  propertyAddress: '12 Elm St, Austin, TX 78703',
  propertyDescription: 'Two-story home, 2,400 sq ft, built in 1998.',
  systemType: 'Carrier Infinity 3-ton heat pump',
  systemDetails: 'SEER2 rating of 18.\n- Variable-speed compressor\n- Smart thermostat',
  systemRequirements: 'Dedicated 240V circuit\nCity mechanical permit',
  projectStartDate: '2026-12-01',
  projectDuration: '3 days',
  projectMilestones: [
    { title: 'Initial Assessment', description: 'Load calculation', date: '2026-12-01' },
    { title: 'Installation Begins', description: 'Old system removed', date: '2026-12-02' },
    {
      title: 'System Installation Complete',
      description: 'Testing and walkthrough',
      date: '2026-12-03',
    },
  ],
  priceOptions: { basic: '8500', standard: '$10,250', premium: '12.5k' },
  financingOptions: [
    {
      name: 'Low Monthly Payment',
      description: 'Spread the cost over five years.',
      monthlyPayment: '199',
      interestRate: '5.99',
      term: '60',
    },
    {
      name: 'Same as Cash',
      description: 'No interest when paid within a year.',
      monthlyPayment: '$850',
      interestRate: '0%',
      term: '12 months',
    },
  ],
  warrantyDuration: '10',
  warrantyDetails: 'Parts and labor on the whole system.',
  extendedWarrantyOptions: [
    { name: 'Platinum Protection', duration: '5', price: '1200', description: 'Yearly tune-ups.' },
    { name: 'Gold Protection', duration: '3 additional years', price: '$800' },
  ],
  testimonials: [
    { name: 'Bob K.', location: 'Round Rock, TX', rating: 4, comment: 'Quick and tidy.' },
    { name: 'Ana P.', location: 'Austin, TX', rating: 5, comment: 'Our house is finally cool.' },
  ],
  templateChoice: 'professional',
  photos: [{ data: photo, caption: 'Current unit' }],
});

const section = (proposal: GeneratedProposal, title: string) => {
  const found = proposal.sections.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no section "${title}" in ${proposal.sections.map((s) => s.title)}`);
  return found.content;
};

const titles = (proposal: GeneratedProposal) => proposal.sections.map((s) => s.title);

// The only headings the composer writes inside sections.
const OUR_HEADINGS = [
  '### The Property',
  '### The System',
  '### The Work',
  '### From Our Consultation',
  '### Milestones',
  '### Extended Warranty Options',
];

// A markdown link or image whose brackets are not escaped.
const LIVE_LINK = /(?<!\\)\[[^\]]*(?<!\\)\]\(/;

describe(ProposalComposer.name, () => {
  const sut = new ProposalComposer();

  it('should say it is the composer when asked its kind', () => {
    expect(sut.kind).toBe('composer');
  });

  describe('fromForm', () => {
    it("should fill the spec's header defaults but name no placeholder client when the form is empty", async () => {
      const proposal = await sut.fromForm({}, context);

      expect(proposal.header).toEqual({
        title: 'HVAC Proposal',
        companyName: 'HVAC Company',
        date: 'November 22, 2026',
        clientName: 'Client',
        propertyAddress: 'Property Address',
      });
      expect(proposal.templateChoice).toBe('vanilla');
      expect(proposal.photos).toEqual([]);
      expect(titles(proposal)).toEqual(['Executive Summary', 'Terms & Conditions', 'Next Steps']);
      expect(section(proposal, 'Executive Summary')).toBe(
        'HVAC Company is pleased to present this proposal.',
      );
    });

    it("should use the signed-in user's company when the form leaves the company empty", async () => {
      const proposal = await sut.fromForm(
        { category: 'Roofing' },
        { companyName: 'Top Roofing LLC', today },
      );

      expect(proposal.header.companyName).toBe('Top Roofing LLC');
      expect(proposal.header.title).toBe('Roofing Proposal');
    });

    it('should prefer the company typed in the form when both are given', async () => {
      const proposal = await sut.fromForm(
        { companyName: 'Arctic Comfort HVAC' },
        { companyName: 'Account Co', today },
      );

      expect(proposal.header.companyName).toBe('Arctic Comfort HVAC');
    });

    it('should date the proposal by the UTC day when the server runs in another time zone', async () => {
      const proposal = await sut.fromForm(
        {},
        { companyName: '', today: new Date(Date.UTC(2027, 0, 5, 23, 59)) },
      );

      expect(proposal.header.date).toBe('January 5, 2027');
    });

    it('should write every section in order when the form is full', async () => {
      const proposal = await sut.fromForm(fullForm(), context);

      expect(proposal.header).toEqual({
        title: 'Heat Pump Upgrade',
        companyName: 'Arctic Comfort HVAC',
        date: 'November 22, 2026',
        clientName: 'Jane Doe',
        propertyAddress: '12 Elm St, Austin, TX 78703',
      });
      expect(titles(proposal)).toEqual([
        'Executive Summary',
        'About Arctic Comfort HVAC',
        'Scope of Work & System Details',
        'System Requirements',
        'Project Timeline',
        'Investment Options',
        'Financing Options',
        'Warranty',
        'What Our Customers Say',
        'Terms & Conditions',
        'Next Steps',
      ]);
      expect(proposal.templateChoice).toBe('professional');
      expect(proposal.photos).toEqual([{ url: photo, caption: 'Current unit' }]);
    });

    it('should summarise the offer when the form is full', async () => {
      const summary = section(await sut.fromForm(fullForm(), context), 'Executive Summary');

      expect(summary).toContain(
        'Arctic Comfort HVAC is pleased to present this proposal to **Jane Doe** for the property at 12 Elm St, Austin, TX 78703.',
      );
      expect(summary).toContain('Proposed system: **Carrier Infinity 3-ton heat pump**.');
      expect(summary).toContain('You can choose between 3 investment options, starting at $8,500.');
      expect(summary).toContain('Financing is available from $199 per month.');
      expect(summary).toContain('Your installation is backed by a warranty of 10 years.');
      expect(summary).toContain(
        'Work can start on December 1, 2026 and is expected to take 3 days.',
      );
    });

    it('should present the company with its license and contacts when they are given', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'About Arctic Comfort HVAC');

      expect(content).toContain(
        'Arctic Comfort HVAC is the licensed HVAC contractor who will carry out this project',
      );
      expect(content).toContain('- **License:** TACLA12345C');
      expect(content).toContain('- **Office:** 500 Commerce Dr, Austin, TX 78701');
      expect(content).toContain('- **Phone:** (512) 555-0100');
      expect(content).toContain('- **Email:** hello@arcticcomfort.example');
    });

    it("should keep the contractor's own lists and lines when describing the system", async () => {
      const proposal = await sut.fromForm(fullForm(), context);

      expect(section(proposal, 'Scope of Work & System Details')).toBe(
        [
          '### The Property',
          'Two-story home, 2,400 sq ft, built in 1998.',
          '### The System',
          '- **System:** Carrier Infinity 3-ton heat pump',
          'SEER2 rating of 18.',
          '- Variable-speed compressor\n- Smart thermostat',
        ].join('\n\n'),
      );
      expect(section(proposal, 'System Requirements')).toBe(
        'Dedicated 240V circuit\n\nCity mechanical permit',
      );
    });

    it('should list the milestones with their dates when the standard preset is used', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'Project Timeline');

      expect(content).toBe(
        [
          '- **Start:** December 1, 2026\n- **Estimated duration:** 3 days',
          '### Milestones',
          [
            '1. **Initial Assessment** (December 1, 2026): Load calculation',
            '2. **Installation Begins** (December 2, 2026): Old system removed',
            '3. **System Installation Complete** (December 3, 2026): Testing and walkthrough',
          ].join('\n'),
        ].join('\n\n'),
      );
    });

    it('should format the three packages as US dollars when amounts are typed loosely', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'Investment Options');

      expect(content).toBe(
        [
          '- **Basic:** $8,500\n- **Standard (Recommended):** $10,250\n- **Premium:** $12,500',
          'Financing is available; see Financing Options below.',
        ].join('\n\n'),
      );
    });

    it('should keep cents and free text when an amount is not a round number', async () => {
      const proposal = await sut.fromForm(
        { priceOptions: { basic: '7,999.5', premium: 'Call for a quote' } },
        context,
      );

      expect(section(proposal, 'Investment Options')).toBe(
        '- **Basic:** $7,999.50\n- **Premium:** Call for a quote',
      );
    });

    it('should list the financing presets when both are chosen', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'Financing Options');

      expect(content).toBe(
        [
          '- **Low Monthly Payment:** $199 per month, 60 months, 5.99% interest. Spread the cost over five years.',
          '- **Same as Cash:** $850 per month, 12 months, 0% interest. No interest when paid within a year.',
        ].join('\n'),
      );
    });

    it('should describe the base and extended warranties when both are given', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'Warranty');

      expect(content).toBe(
        [
          'Your installation is covered by our warranty for **10 years**.',
          'Parts and labor on the whole system.',
          '### Extended Warranty Options',
          [
            '- **Platinum Protection:** 5 additional years for $1,200. Yearly tune-ups.',
            '- **Gold Protection:** 3 additional years for $800.',
          ].join('\n'),
        ].join('\n\n'),
      );
    });

    it('should quote testimonials with star ratings when customers left comments', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'What Our Customers Say');

      expect(content).toBe(
        [
          '> Quick and tidy.\n>\n> ★★★★☆ — **Bob K.**, Round Rock, TX',
          '> Our house is finally cool.\n>\n> ★★★★★ — **Ana P.**, Austin, TX',
        ].join('\n\n'),
      );
    });

    it('should give five stars when a testimonial has no rating', async () => {
      const proposal = await sut.fromForm({ testimonials: [{ comment: 'Great crew.' }] }, context);

      expect(section(proposal, 'What Our Customers Say')).toBe('> Great crew.\n>\n> ★★★★★');
    });

    it("should state the spec's sample terms when any proposal is written", async () => {
      const content = section(await sut.fromForm({}, context), 'Terms & Conditions');

      expect(content).toContain(
        'a deposit of 20% is due when you accept this proposal, 40% when installation begins and the remaining 40% on completion',
      );
      expect(content).toContain(
        'you may cancel free of charge within 3 business days of signing. After that, cancelling forfeits the deposit or 10% of the contract price, whichever is less.',
      );
    });

    it('should tell the client how to reach the company and where we follow up when contacts are given', async () => {
      const content = section(await sut.fromForm(fullForm(), context), 'Next Steps');

      expect(content).toContain(
        '1. Review this proposal and choose the investment option that suits you best.',
      );
      expect(content).toContain(
        'Questions? Please call us at (512) 555-0100 or email hello@arcticcomfort.example.',
      );
      expect(content).toContain(
        'We will follow up with you at (512) 555-0199 or jane@example.com.',
      );
    });

    it('should leave sections out when the form has nothing for them', async () => {
      const proposal = await sut.fromForm(
        { clientName: 'Sam Lee', priceOptions: { standard: '9800' }, warrantyDuration: '1' },
        context,
      );

      expect(titles(proposal)).toEqual([
        'Executive Summary',
        'Investment Options',
        'Warranty',
        'Terms & Conditions',
        'Next Steps',
      ]);
      expect(section(proposal, 'Investment Options')).toBe('- **Standard (Recommended):** $9,800');
      expect(section(proposal, 'Warranty')).toBe(
        'Your installation is covered by our warranty for **1 year**.',
      );
      expect(section(proposal, 'Executive Summary')).toContain(
        'The investment for this project is $9,800.',
      );
    });

    it('should ignore blank rows when the wizard sends empty milestones and options', async () => {
      const proposal = await sut.fromForm(
        {
          projectMilestones: [{ title: '', description: '', date: '' }],
          financingOptions: [{}],
          extendedWarrantyOptions: [{ name: '' }],
          testimonials: [{ rating: 5 }],
        },
        context,
      );

      expect(titles(proposal)).toEqual(['Executive Summary', 'Terms & Conditions', 'Next Steps']);
    });

    it('should name untitled rows by position when only their details are filled', async () => {
      const proposal = await sut.fromForm(
        {
          projectMilestones: [{ date: '2026-12-05', description: 'Final inspection' }],
          financingOptions: [{ monthlyPayment: '120', term: '36' }],
        },
        context,
      );

      expect(section(proposal, 'Project Timeline')).toBe(
        '### Milestones\n\n1. **Milestone 1** (December 5, 2026): Final inspection',
      );
      expect(section(proposal, 'Financing Options')).toBe(
        '- **Option 1:** $120 per month, 36 months.',
      );
    });

    it('should say when work can start as typed when the start is not a date', async () => {
      const proposal = await sut.fromForm({ projectStartDate: 'next Monday' }, context);

      expect(section(proposal, 'Executive Summary')).toContain('Work can start next Monday.');
    });

    it('should write the same proposal when given the same form twice', async () => {
      const first = await sut.fromForm(fullForm(), context);
      const second = await sut.fromForm(fullForm(), context);

      expect(second).toEqual(first);
    });

    it('should keep a heading in the client name inert when the name starts with #', async () => {
      const proposal = await sut.fromForm({ clientName: '# Hacked' }, context);

      expect(proposal.header.clientName).toBe('# Hacked');
      expect(section(proposal, 'Executive Summary')).toContain('**\\# Hacked**');
      for (const { content } of proposal.sections) expect(content).not.toMatch(/^#{1,2} /m);
    });

    it('should keep a link in the client name inert when the name is markdown', async () => {
      const proposal = await sut.fromForm({ clientName: '[x](javascript:alert(1))' }, context);

      const summary = section(proposal, 'Executive Summary');
      expect(summary).toContain('\\[x\\](javascript:alert(1))');
      expect(summary).not.toMatch(LIVE_LINK);
    });

    it('should not let a line break in a field start a new heading when fields span lines', async () => {
      const proposal = await sut.fromForm(
        {
          clientName: 'Bob\n## Owned',
          companyName: 'Evil\n# Co',
          systemDetails: 'Fine\n# Big heading\n> quote\n===\n<script>alert(1)</script>',
          testimonials: [{ name: '![img](http://x/y.png)', comment: 'ok\n## Not a section' }],
        },
        context,
      );

      expect(proposal.header.clientName).toBe('Bob ## Owned');
      expect(proposal.header.companyName).toBe('Evil # Co');
      for (const { title, content } of proposal.sections) {
        expect(title).not.toContain('\n');
        const headings = content.match(/^\s*(?:>\s*)?#.*$/gm) ?? [];
        expect(headings.filter((line) => !OUR_HEADINGS.includes(line))).toEqual([]);
        expect(content).not.toMatch(/^\s*(?:>\s*)?=+\s*$/m);
        expect(content).not.toMatch(/(?<!\\)<script/);
        expect(content).not.toMatch(LIVE_LINK);
      }
      expect(section(proposal, 'Scope of Work & System Details')).toContain(
        '\\# Big heading\n\n\\> quote\n\n\\===\n\n\\<script\\>alert(1)\\</script\\>',
      );
    });
  });

  describe('fromTranscript', () => {
    const hvac =
      'Proposal for John Smith at 123 Main Street, Springfield, IL 62704. He needs a new 3 ton heat pump ' +
      'and a smart thermostat, the house is about 2,000 square feet. Basic option is $8,500, standard ' +
      '$10,000 and premium $12,500. Financing at $199 a month over 60 months at 5.99% APR. We can start ' +
      'May 3rd and it takes about 3 days. 10-year parts and labor warranty.';

    it('should read client, address and trade into the header when the contractor dictates them', async () => {
      const proposal = await sut.fromTranscript(hvac, 'modern', {
        companyName: 'Cool Air Co',
        today,
      });

      expect(proposal.header).toEqual({
        title: 'HVAC Proposal',
        companyName: 'Cool Air Co',
        date: 'November 22, 2026',
        clientName: 'John Smith',
        propertyAddress: '123 Main Street, Springfield, IL 62704',
      });
      expect(proposal.templateChoice).toBe('modern');
      expect(proposal.photos).toEqual([]);
    });

    it('should write the sections from what was said when the transcript is detailed', async () => {
      const proposal = await sut.fromTranscript(hvac, 'vanilla', context);

      expect(titles(proposal)).toEqual([
        'Executive Summary',
        'Scope of Work & System Details',
        'Project Timeline',
        'Investment Options',
        'Financing Options',
        'Warranty',
        'Terms & Conditions',
        'Next Steps',
      ]);
      expect(section(proposal, 'Executive Summary')).toContain(
        'Proposed system: **Heat Pump, Thermostat**.',
      );
      expect(section(proposal, 'Scope of Work & System Details')).toContain(
        [
          '### The Property',
          '- **Home size:** 2,000 sq ft',
          '### The System',
          '- **System:** Heat Pump, Thermostat\n- **Capacity:** 3 tons',
        ].join('\n\n'),
      );
      expect(section(proposal, 'Project Timeline')).toBe(
        '- **Start:** May 3\n- **Timing discussed:** about 3 days',
      );
      expect(section(proposal, 'Investment Options')).toContain(
        '- **Basic:** $8,500\n- **Standard (Recommended):** $10,000\n- **Premium:** $12,500',
      );
      expect(section(proposal, 'Financing Options')).toBe(
        '- **Monthly financing:** $199 per month, 60 months, 5.99% interest.',
      );
      expect(section(proposal, 'Warranty')).toBe('- 10-year parts and labor warranty');
    });

    it("should quote the contractor's notes in the scope when composing from a transcript", async () => {
      const proposal = await sut.fromTranscript(hvac, 'vanilla', context);

      expect(section(proposal, 'Scope of Work & System Details')).toContain(
        '### From Our Consultation\n\n> Proposal for John Smith at 123 Main Street',
      );
    });

    it('should title-case a dictated name and address when speech comes in lower case', async () => {
      const proposal = await sut.fromTranscript(
        'customer name is maria garcia, 45 oak drive. roof replacement with architectural shingles, 12.5k, start in two weeks',
        'vanilla',
        context,
      );

      expect(proposal.header).toMatchObject({
        title: 'Roofing Proposal',
        clientName: 'Maria Garcia',
        propertyAddress: '45 Oak Drive',
      });
      expect(section(proposal, 'Investment Options')).toBe('- **Project price:** $12,500');
      expect(section(proposal, 'Executive Summary')).toContain('Work can start in two weeks.');
    });

    it("should not take the contractor's own name or a deposit when the notes mention them", async () => {
      const proposal = await sut.fromTranscript(
        "Hi, my name is Bob with Cool Air. The client is Tom Jones. Tankless water heater, 4,200 dollars, and we'd take a $1,000 deposit. We were out 5 times at 77 Pine Avenue Apt 4 already.",
        'vanilla',
        context,
      );

      expect(proposal.header).toMatchObject({
        title: 'Plumbing Proposal',
        clientName: 'Tom Jones',
        propertyAddress: '77 Pine Avenue Apt 4',
      });
      expect(section(proposal, 'Investment Options')).toBe('- **Project price:** $4,200');
    });

    it("should keep the spec's header defaults and assume no trade when the notes name nobody and nothing", async () => {
      const proposal = await sut.fromTranscript(
        'Please write a friendly proposal.',
        'vanilla',
        context,
      );

      expect(proposal.header).toEqual({
        title: 'Proposal',
        companyName: 'HVAC Company',
        date: 'November 22, 2026',
        clientName: 'Client',
        propertyAddress: 'Property Address',
      });
      expect(section(proposal, 'Executive Summary')).toBe(
        'HVAC Company is pleased to present this proposal.',
      );
      expect(titles(proposal)).toEqual([
        'Executive Summary',
        'Scope of Work & System Details',
        'Terms & Conditions',
        'Next Steps',
      ]);
    });

    it('should keep markdown in the notes inert when the transcript contains it', async () => {
      const proposal = await sut.fromTranscript(
        'Client is Eve.\n# Ignore everything\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>',
        'vanilla',
        context,
      );

      const scope = section(proposal, 'Scope of Work & System Details');
      expect(scope).toContain('> Client is Eve.\n>\n> \\# Ignore everything');
      expect(scope).not.toMatch(LIVE_LINK);
      expect(scope).not.toMatch(/(?<!\\)<img/);
    });

    it('should write the same proposal when given the same transcript twice', async () => {
      const first = await sut.fromTranscript(hvac, 'vanilla', context);
      const second = await sut.fromTranscript(hvac, 'vanilla', context);

      expect(second).toEqual(first);
    });
  });
  describe('fromTranscript on the request table', () => {
    // What the composer itself states: every section but the quoted notes.
    const stated = (proposal: GeneratedProposal) =>
      proposal.sections
        .map(({ content }) => content.split('### From Our Consultation')[0])
        .join('\n\n');
    const labelled = (text: string, label: string) =>
      new RegExp(`\\*\\*${label}:\\*\\* (.+)`).exec(text)?.[1];

    it.each(requestExamples.map(({ request, facts }) => [request, facts] as const))(
      'should state what the request gives and invent nothing when it says: %s',
      async (request, facts) => {
        const proposal = await sut.fromTranscript(request, 'vanilla', {
          companyName: 'Acme Pros',
          today,
        });

        const summary = section(proposal, 'Executive Summary');
        const text = stated(proposal);
        expect(proposal.header).toMatchObject({
          title: facts.trade ? `${facts.trade} Proposal` : 'Proposal',
          clientName: facts.clientName ?? 'Client',
          propertyAddress: facts.propertyAddress ?? 'Property Address',
        });
        expect(summary).toMatch(
          facts.clientName
            ? `Acme Pros is pleased to present this proposal to **${facts.clientName}**`
            : /^Acme Pros is pleased to present this proposal[ .]/,
        );
        expect(text).not.toContain('**Client**');
        // The real product, never the one taken out.
        expect(/Proposed system: \*\*(.+?)\*\*/.exec(summary)?.[1]).toBe(
          facts.installed?.join(', '),
        );
        expect(labelled(text, 'Capacity')).toBe(facts.capacities?.join(', '));
        expect(labelled(text, 'Removing')).toBe(facts.removed?.join(', '));
        expect(labelled(text, 'Servicing')).toBe(facts.serviced?.join(', '));
        expect(labelled(text, 'Included')).toBe(facts.scope?.join(', '));
        expect(labelled(text, 'Start')).toBe(facts.startDate);
        const investment = titles(proposal).includes('Investment Options')
          ? section(proposal, 'Investment Options')
          : '';
        expect(investment.match(/\$\d[\d,]*/g) ?? []).toEqual(
          (facts.prices ?? []).flatMap(({ amount, upTo }) =>
            [amount, ...(upTo ? [upTo] : [])].map(formatDollars),
          ),
        );
        for (const contact of [facts.clientPhone, facts.clientEmail]) {
          if (contact) expect(section(proposal, 'Next Steps')).toContain(contact);
        }
      },
    );
  });
});
