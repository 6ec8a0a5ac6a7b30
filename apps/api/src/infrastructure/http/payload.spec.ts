import {
  PayloadError,
  id,
  isoInstant,
  numberIn,
  object,
  optionalId,
  optionalList,
  optionalObject,
  text,
  unixInstant,
  url,
  wholeNumber,
} from './payload.js';

const latest = new Date('2026-11-22T12:00:00.000Z');

describe('payload readers', () => {
  describe(object.name, () => {
    it.each([null, undefined, 'x', 42, [], true])(
      'should refuse %p when an object is needed',
      (value) => {
        expect(() => object(value, 'message')).toThrow(
          new PayloadError('message', 'must be an object'),
        );
      },
    );

    it('should read an optional object as empty when it is absent and refuse it when it is not an object', () => {
      expect(optionalObject(undefined, 'call')).toEqual({});
      expect(optionalObject(null, 'call')).toEqual({});
      expect(() => optionalObject('x', 'call')).toThrow(PayloadError);
    });

    it('should read an absent list as empty and refuse a string when a list is needed', () => {
      expect(optionalList(undefined, 'messages')).toEqual([]);
      expect(optionalList([1], 'messages')).toEqual([1]);
      expect(() => optionalList('x', 'messages')).toThrow(
        new PayloadError('messages', 'must be a list'),
      );
    });
  });

  describe(optionalId.name, () => {
    it.each([
      'CA0123456789abcdef0123456789abcdef',
      '0b9b2a4e-3c7d-4f6e-9a1b-2c3d4e5f6a7b',
      'evt_1QabcDEF',
      'sim-9f1c',
    ])('should read %s as an id', (value) => {
      expect(optionalId(value, 'id')).toBe(value);
    });

    it.each([
      ['too long', 'a'.repeat(256)],
      ['with a slash', 'a/b'],
      ['with a space', 'a b'],
      ['with a NUL', 'a\u0000b'],
      ['a number', 42],
      ['a list', ['CA1', 'CA2']],
    ])('should refuse an id when it is %s', (_case, value) => {
      expect(() => optionalId(value, 'call.id')).toThrow(PayloadError);
    });

    it('should read an optional id as null but refuse a required one when the id is missing', () => {
      expect(optionalId(undefined, 'id')).toBeNull();
      expect(optionalId('', 'id')).toBeNull();
      expect(() => id(null, 'id')).toThrow(new PayloadError('id', 'is required'));
    });
  });

  describe(text.name, () => {
    it('should trim, drop control characters but tabs and newlines, and cut to the bound when reading text', () => {
      expect(text('  a\u0000b\u0007c\td\ne\r  ', 100)).toBe('abc\td\ne');
      expect(text('abcdef', 3)).toBe('abc');
    });

    it('should mend a surrogate pair when the cut splits it or it came alone', () => {
      expect(text('ab😀', 3)).toBe('ab\uFFFD');
      expect(text('a\uD800b', 10)).toBe('a\uFFFDb');
    });

    it.each([42, null, {}, ['x']])('should read %p as empty text', (value) => {
      expect(text(value, 10)).toBe('');
    });
  });

  describe(url.name, () => {
    it('should read an address only when it is http(s) and at most 2,048 characters', () => {
      expect(url('https://storage.vapi.ai/rec.wav')).toBe('https://storage.vapi.ai/rec.wav');
      expect(url('javascript:alert(1)')).toBeNull();
      expect(url('https://')).toBeNull();
      expect(url(`https://x.example/${'a'.repeat(2_048)}`)).toBeNull();
      expect(url(42)).toBeNull();
    });
  });

  describe(numberIn.name, () => {
    it.each<[unknown, number | null]>([
      [5, 5],
      ['65', 65],
      ['1.5', 1.5],
      [-5, null],
      [1e308, null],
      [Number.NaN, null],
      [Number.POSITIVE_INFINITY, null],
      ['x', null],
      ['1e3', null],
      ['', null],
      [null, null],
      ['1'.repeat(400), null],
    ])('should read %p as %p within [0, 100]', (value, expected) => {
      expect(numberIn(value, 0, 100)).toBe(expected);
    });

    it('should read only whole numbers when a whole number is needed', () => {
      expect(wholeNumber(6000)).toBe(6000);
      expect(wholeNumber(12.5)).toBeNull();
      expect(wholeNumber(1e300)).toBeNull();
      expect(wholeNumber(-1)).toBeNull();
    });
  });

  describe(isoInstant.name, () => {
    it.each([
      ['2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T10:00:00Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T10:00Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T12:00:00+02:00', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T05:30:00.123456-04:30', '2026-11-22T10:00:00.123Z'],
      ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ])('should read %s as the instant %s', (value, expected) => {
      expect(isoInstant(value, latest)?.toISOString()).toBe(expected);
    });

    it.each<[string, unknown]>([
      ['0', 0],
      ['negative', -1],
      ['1e308', 1e308],
      ['NaN', Number.NaN],
      ['not ISO', 'yesterday'],
      ['without a zone', '2026-11-22T10:00:00'],
      ['a date only', '2026-11-22'],
      ['hour 25 and minute 61', '2026-02-30T25:61:00Z'],
      ['30 February', '2026-02-30T10:00:00Z'],
      ['29 February of a common year', '2026-02-29T10:00:00Z'],
      ['a leap second', '2026-06-30T23:59:60Z'],
      ['before 2000', '1999-12-31T23:59:59Z'],
      ['after the latest', '2026-11-22T12:00:01Z'],
      ['the far future', '9999-12-31T23:59:59Z'],
      ['a six-digit year', '+275760-09-13T00:00:00Z'],
    ])('should count a time as missing when it is %s', (_case, value) => {
      expect(isoInstant(value, latest)).toBeNull();
    });
  });

  describe(unixInstant.name, () => {
    it.each<[unknown, string | null]>([
      [1_790_000_000, '2026-09-21T14:13:20.000Z'],
      [1e308, null],
      [1e12, null],
      [-5, null],
      [1_790_000_000.5, null],
      ['1790000000', null],
    ])('should read %p seconds as %p', (value, expected) => {
      expect(unixInstant(value, latest)?.toISOString() ?? null).toBe(expected);
    });
  });
});
