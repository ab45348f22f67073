import { describe, expect, it } from 'vitest';
import { actionOriginText, notOfferedText } from './action-text.ts';

const NOT_OFFERED_WORDS = 'This server does not offer actions; tonlens read them from the messages.';

describe('where the actions came from', () => {
  it.each([
    ['ready', 3, 0, 'Classified by the server.'],
    ['ready', 0, 4, 'Read from the messages by tonlens.'],
    ['ready', 2, 1, '2 actions classified by the server, 1 action read from the messages by tonlens.'],
    ['loading', 0, 4, 'Read from the messages by tonlens for now; the server’s classification is coming…'],
    ['not-offered', 0, 4, NOT_OFFERED_WORDS],
    ['not-offered', 0, 0, NOT_OFFERED_WORDS],
    ['idle', 0, 2, 'Read from the messages by tonlens.'],
  ] as const)('%s, %d by the server, %d by tonlens', (status, server, tonlens, text) => {
    expect(actionOriginText(status, { server, tonlens })).toBe(text);
  });

  it('says the not-offered case in the words of the issue', () => {
    expect(notOfferedText()).toBe('This server does not offer actions; tonlens read them from the messages.');
  });

  it('says a failure, and what is shown instead', () => {
    expect(actionOriginText('failed', { server: 0, tonlens: 3 }, 'HTTP 503')).toBe(
      'The server’s classification failed (HTTP 503); the actions are read from the messages by tonlens.',
    );
  });
});
