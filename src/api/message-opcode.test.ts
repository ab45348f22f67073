import { describe, expect, it } from 'vitest';
import { messageOpcode } from './message-opcode.ts';
import { messageSchema } from './schemas.ts';

const read = (opcode: unknown) =>
  messageOpcode(messageSchema.parse(opcode === undefined ? { hash: 'h' } : { hash: 'h', opcode }));

describe('messageOpcode: absent, readable or unreadable, never two folded together', () => {
  it('no message, no opcode and a null one are absent', () => {
    expect(messageOpcode(undefined)).toEqual({ kind: 'absent' });
    expect(messageOpcode(null)).toEqual({ kind: 'absent' });
    expect(read(undefined)).toEqual({ kind: 'absent' });
    expect(read(null)).toEqual({ kind: 'absent' });
  });

  it.each([
    ['0x0f8a7ea5', 0x0f8a7ea5],
    [260734629, 0x0f8a7ea5],
    [-718113061, 0xd53276db],
    ['0x0', 0],
  ])('%j is readable', (sent, opcode) => {
    expect(read(sent)).toEqual({ kind: 'readable', opcode });
  });

  it.each([
    ['HTML', '<b>0x1</b>'],
    ['a direction override', '\u202E0x1'],
    ['0x and 10,000 hex digits', `0x${'f'.repeat(10_000)}`],
    ['a name of Object.prototype', 'constructor'],
    ['2^32', 4294967296],
    ['an exponent', '1e3'],
    ['spaces around it', ' 0x1 '],
    ['an object', { op: 1 }],
  ])('%s is unreadable, with the reason and never the value', (_name, sent) => {
    const reading = read(sent);
    expect(reading.kind).toBe('unreadable');
    if (reading.kind !== 'unreadable') return;
    expect(reading.reason).toMatch(/expected a 32-bit opcode/);
    expect(reading.reason).not.toContain('fff');
    expect(reading.reason).not.toContain('<b>');
  });
});
