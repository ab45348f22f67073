import { afterEach, describe, expect, it } from 'vitest';
import {
  answeredEndpoints,
  forgetLearnedEndpoints,
  isAnsweredBy,
  isNotOfferedBy,
  learnedEndpoints,
  learnNotOffered,
  learnOffered,
} from './learned-endpoints.ts';

const server = { baseUrl: 'https://toncenter.com' };

function countCalls(subscribe: (listener: () => void) => () => void) {
  const counter = { calls: 0 };
  const stop = subscribe(() => {
    counter.calls += 1;
  });
  return { counter, stop };
}

describe('learned endpoints', () => {
  afterEach(() => forgetLearnedEndpoints());

  it("tells an endpoint's first answer only to those following answers", () => {
    const learned = countCalls(learnedEndpoints.subscribe);
    const answered = countCalls(answeredEndpoints.subscribe);
    const versionBefore = learnedEndpoints.version();

    learnOffered(server, 'actions');
    learnOffered(server, 'actions');

    expect(isAnsweredBy(server, 'actions')).toBe(true);
    expect(answered.counter.calls).toBe(1);
    expect(learned.counter.calls).toBe(0);
    expect(learnedEndpoints.version()).toBe(versionBefore);
    learned.stop();
    answered.stop();
  });

  it('tells an endpoint not offered to those following what changes requests', () => {
    const learned = countCalls(learnedEndpoints.subscribe);
    const versionBefore = learnedEndpoints.version();

    learnNotOffered(server, 'actions');

    expect(isNotOfferedBy(server, 'actions')).toBe(true);
    expect(learned.counter.calls).toBe(1);
    expect(learnedEndpoints.version()).toBe(versionBefore + 1);
    learned.stop();
  });
});
