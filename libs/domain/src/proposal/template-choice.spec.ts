import { describe, expect, it } from '@jest/globals';
import { resolveTemplateChoice } from './template-choice.js';

describe(resolveTemplateChoice.name, () => {
  it.each(['vanilla', 'minimalist', 'professional', 'modern'])('should keep %s', (name) => {
    expect(resolveTemplateChoice(name)).toBe(name);
  });

  it.each(['default', 'Modern', 'classic', '', null, undefined, 'constructor', '__proto__'])(
    'should show vanilla for %j',
    (choice) => {
      expect(resolveTemplateChoice(choice)).toBe('vanilla');
    },
  );
});
