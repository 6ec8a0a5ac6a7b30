import { describe, expect, it } from '@jest/globals';
import { testModeView } from './test-mode';

describe(testModeView.name, () => {
  it('should follow the server when it answers', () => {
    const status = { success: true, testMode: false, canToggle: true, baseTestMode: true } as const;
    expect(testModeView(status, false, 'app.example.com')).toEqual({
      testMode: false,
      canToggle: true,
    });
  });

  it('should assume test mode only on a local host when the status call fails', () => {
    expect(testModeView(undefined, true, 'localhost')).toEqual({
      testMode: true,
      canToggle: false,
    });
    expect(testModeView(undefined, true, '127.0.0.1')).toEqual({
      testMode: true,
      canToggle: false,
    });
    expect(testModeView(undefined, true, 'app.example.com')).toEqual({
      testMode: false,
      canToggle: false,
    });
  });

  it('should show nothing when the answer has not arrived yet', () => {
    expect(testModeView(undefined, false, 'localhost')).toBeNull();
  });
});
