import { describe, expect, it } from '@jest/globals';
import { safeLinkUrl, safePhotoUrl } from './safe-url';

describe('safe-url', () => {
  describe(safeLinkUrl.name, () => {
    it.each([
      ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
      ['http://example.com', 'http://example.com/'],
      ['mailto:office@coolair.test', 'mailto:office@coolair.test'],
      ['tel:+15125550100', 'tel:+15125550100'],
      ['  https://example.com  ', 'https://example.com/'],
    ])('should keep %s when it is http, https, mailto or tel', (input, expected) => {
      expect(safeLinkUrl(input)).toBe(expected);
    });

    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '/relative/path',
      '#anchor',
      '//evil.example/path',
      '',
    ])('should refuse %j', (input) => {
      expect(safeLinkUrl(input)).toBe('');
    });
  });

  describe(safePhotoUrl.name, () => {
    it('should keep http(s), blob and base64 raster data URLs', () => {
      expect(safePhotoUrl('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
      expect(safePhotoUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
        'data:image/png;base64,iVBORw0KGgo=',
      );
      expect(safePhotoUrl('blob:https://app.example/1234')).toBe('blob:https://app.example/1234');
    });

    it('should refuse SVG data, script schemes and anything that does not parse', () => {
      expect(safePhotoUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('');
      expect(safePhotoUrl('javascript:alert(1)')).toBe('');
      expect(safePhotoUrl('not a url')).toBe('');
    });
  });
});
