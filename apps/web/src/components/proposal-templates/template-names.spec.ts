import { describe, expect, it } from '@jest/globals';
import { resolveTemplate } from './template-names';

describe(resolveTemplate.name, () => {
  it.each(['vanilla', 'minimalist', 'professional', 'modern'])('should keep %s', (name) => {
    expect(resolveTemplate(name)).toBe(name);
  });

  it.each(['default', 'Modern', 'classic', '', null, undefined, 'constructor', '__proto__'])(
    'should show vanilla for %j',
    (choice) => {
      expect(resolveTemplate(choice)).toBe('vanilla');
    },
  );
});
