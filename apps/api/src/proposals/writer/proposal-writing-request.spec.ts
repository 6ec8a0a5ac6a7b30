import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { ValidationError } from 'class-validator';
import { proposalWritingMessages } from '@vanilla/contracts';
import { GenerateProposalRequest, VoiceToProposalRequest } from '@vanilla/contracts/dto';

// The request DTOs as the API's validation pipe applies them (whitelist, transform).
const parse = <T extends object>(type: new () => T, body: object) => {
  const value = plainToInstance(type, body);
  return { value, errors: validateSync(value, { whitelist: true }) };
};

const messages = (errors: ValidationError[]): string[] =>
  errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messages(error.children ?? []),
  ]);

const base64 = (bytes: number[], padTo = 0) =>
  Buffer.concat([Buffer.from(bytes), Buffer.alloc(padTo)]).toString('base64');
const png = `data:image/png;base64,${base64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 16)}`;
const jpeg = `data:image/jpeg;base64,${base64([0xff, 0xd8, 0xff, 0xe0], 20)}`;
const webp = `data:image/webp;base64,${Buffer.from('RIFF\0\0\0\0WEBPVP8 extra').toString('base64')}`;

describe(GenerateProposalRequest.name, () => {
  it('should accept an empty form with the default template when nothing is filled', () => {
    const { value, errors } = parse(GenerateProposalRequest, {});

    expect(errors).toEqual([]);
    expect(value.templateChoice).toBe('vanilla');
  });

  it('should trim text and drop blanks when fields are padded or empty', () => {
    const { value, errors } = parse(GenerateProposalRequest, {
      clientName: '  Jane Doe  ',
      companyName: '   ',
      clientEmail: '',
      licenseNumber: null,
    });

    expect(errors).toEqual([]);
    expect(value.clientName).toBe('Jane Doe');
    expect(value.companyName).toBeUndefined();
    expect(value.clientEmail).toBeUndefined();
    expect(value.licenseNumber).toBeUndefined();
  });

  it('should keep typed numbers as text when amounts arrive as numbers', () => {
    const { value, errors } = parse(GenerateProposalRequest, {
      priceOptions: { basic: 8500, standard: '10,000' },
      financingOptions: [{ monthlyPayment: 199, interestRate: 5.99, term: 60 }],
    });

    expect(errors).toEqual([]);
    expect(value.priceOptions).toEqual({ basic: '8500', standard: '10,000' });
    expect(value.financingOptions?.[0]).toMatchObject({
      monthlyPayment: '199',
      interestRate: '5.99',
      term: '60',
    });
  });

  it('should default a testimonial rating to 5 and read "4" as 4 when ratings vary', () => {
    const { value, errors } = parse(GenerateProposalRequest, {
      testimonials: [{ comment: 'Great' }, { comment: 'Good', rating: '4' }],
    });

    expect(errors).toEqual([]);
    expect(value.testimonials?.map((t) => t.rating)).toEqual([5, 4]);
  });

  it('should refuse a rating outside 1-5 when one is given', () => {
    const { errors } = parse(GenerateProposalRequest, { testimonials: [{ rating: 6 }] });

    expect(messages(errors)).toEqual(['rating must not be greater than 5']);
  });

  it('should refuse an unknown category or template when they are not in the lists', () => {
    const { errors } = parse(GenerateProposalRequest, {
      category: 'Landscaping',
      templateChoice: 'modern',
    });

    expect(errors.map((error) => error.property)).toEqual(['category', 'templateChoice']);
  });

  it('should refuse a malformed email with the spec message when one is typed', () => {
    const { errors } = parse(GenerateProposalRequest, { clientEmail: 'jane@' });

    expect(messages(errors)).toEqual([proposalWritingMessages.emailInvalid]);
  });

  it('should refuse oversized text and lists when the limits are passed', () => {
    const { errors } = parse(GenerateProposalRequest, {
      clientName: 'x'.repeat(201),
      projectMilestones: Array.from({ length: 21 }, (_, i) => ({ title: `Step ${i}` })),
    });

    expect(errors.map((error) => error.property)).toEqual(['clientName', 'projectMilestones']);
  });

  it('should refuse nested rows of the wrong type when a list holds text', () => {
    const { errors } = parse(GenerateProposalRequest, {
      projectMilestones: ['Initial Assessment'],
    });

    expect(errors.map((error) => error.property)).toEqual(['projectMilestones']);
  });

  it('should accept PNG, JPEG and WebP photos when their bytes match their type', () => {
    const { errors } = parse(GenerateProposalRequest, {
      photos: [{ data: png, caption: 'Front' }, { data: jpeg }, { data: webp }],
    });

    expect(errors).toEqual([]);
  });

  it('should refuse photos that are not what they claim when the data is another format', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const disguised = `data:image/png;base64,${Buffer.from('<html><script>x</script></html>').toString('base64')}`;
    const { errors } = parse(GenerateProposalRequest, {
      photos: [{ data: svg }, { data: disguised }, { data: 'https://example.com/a.png' }],
    });

    expect(messages(errors)).toEqual([
      proposalWritingMessages.photoInvalid,
      proposalWritingMessages.photoInvalid,
      proposalWritingMessages.photoInvalid,
    ]);
  });

  it('should refuse a photo over 5 MB when one is attached', () => {
    const big = `data:image/png;base64,${base64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 5 * 1024 * 1024)}`;
    const { errors } = parse(GenerateProposalRequest, { photos: [{ data: big }] });

    expect(messages(errors)).toEqual([proposalWritingMessages.photoInvalid]);
  });

  it('should refuse more than 10 photos when too many are attached', () => {
    const { errors } = parse(GenerateProposalRequest, {
      photos: Array.from({ length: 11 }, () => ({ data: png })),
    });

    expect(messages(errors)).toEqual([proposalWritingMessages.tooManyPhotos]);
  });
});

describe(VoiceToProposalRequest.name, () => {
  it('should default the template to vanilla when none is chosen', () => {
    const { value, errors } = parse(VoiceToProposalRequest, { voiceTranscript: '  New furnace  ' });

    expect(errors).toEqual([]);
    expect(value).toMatchObject({ voiceTranscript: 'New furnace', templateChoice: 'vanilla' });
  });

  it('should accept the modern template when the voice prompt asks for it', () => {
    const { errors } = parse(VoiceToProposalRequest, {
      voiceTranscript: 'New furnace',
      templateChoice: 'modern',
    });

    expect(errors).toEqual([]);
  });

  it('should refuse a blank transcript with the spec message when nothing was said', () => {
    for (const voiceTranscript of ['', '   ', undefined]) {
      const { errors } = parse(VoiceToProposalRequest, { voiceTranscript });

      expect(messages(errors)).toContain(proposalWritingMessages.transcriptEmpty);
    }
  });

  it('should refuse a transcript over 20,000 characters when it is too long', () => {
    const { errors } = parse(VoiceToProposalRequest, { voiceTranscript: 'a'.repeat(20_001) });

    expect(messages(errors)).toEqual([proposalWritingMessages.transcriptTooLong]);
  });

  it('should refuse an unknown template when one is named', () => {
    const { errors } = parse(VoiceToProposalRequest, {
      voiceTranscript: 'New furnace',
      templateChoice: 'fancy',
    });

    expect(errors.map((error) => error.property)).toEqual(['templateChoice']);
  });
});
