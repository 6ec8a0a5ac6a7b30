// 000 §2: the four example prompts of "Chat with Vanilla AI".
export const chatPrompts = [
  'Read this proposal out loud',
  'Translate to Spanish',
  'Compare versus my other proposals',
  'Create a summary',
] as const;
