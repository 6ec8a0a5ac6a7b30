import { describe, expect, it } from '@jest/globals';
import { cannedReply, messageToSend } from './vanilla-chat';

describe('messageToSend', () => {
  it('should trim the message when it has text', () => {
    expect(messageToSend('  Translate to Spanish \n')).toBe('Translate to Spanish');
  });

  it.each(['', '   ', '\n\t'])('should send nothing when the box holds %p', (draft) => {
    expect(messageToSend(draft)).toBeNull();
  });
});

describe('cannedReply', () => {
  it('should echo the message and say it is a sample when Vanilla AI answers', () => {
    const reply = cannedReply(2, 'Create a summary');
    expect(reply).toMatchObject({ id: 2, author: 'vanilla' });
    expect(reply.text).toContain('“Create a summary”');
    expect(reply.text).toContain('sample reply');
  });
});
