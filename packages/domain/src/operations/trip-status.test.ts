import { describe, expect, it } from 'vitest';
import { nextTripStatuses, tripTransitionRefusal, type TripStatus } from './trip-status.js';

describe('the trip status rule (decision 035)', () => {
  it('follows the trip forward, a forgotten tap may be skipped', () => {
    expect(tripTransitionRefusal(null, 'on_the_way')).toBeNull();
    expect(tripTransitionRefusal('on_the_way', 'at_pickup')).toBeNull();
    expect(tripTransitionRefusal('at_pickup', 'on_board')).toBeNull();
    expect(tripTransitionRefusal('on_board', 'completed')).toBeNull();
    expect(tripTransitionRefusal('on_the_way', 'on_board')).toBeNull();
    expect(tripTransitionRefusal(null, 'at_pickup')).toBeNull();
  });

  it("refuses 'Tamamlandı' before 'Yolcu araçta'", () => {
    for (const current of [null, 'on_the_way', 'at_pickup'] as const)
      expect(tripTransitionRefusal(current, 'completed')).toBe('not_on_board');
  });

  it('refuses anything after Tamamlandı or Yolcu gelmedi', () => {
    for (const finished of ['completed', 'no_show'] as const)
      for (const next of ['on_the_way', 'at_pickup', 'on_board', 'completed', 'no_show'] as const)
        expect(tripTransitionRefusal(finished, next)).toBe('finished');
  });

  it("'Yolcu gelmedi' is said before the guest is in the car, never after", () => {
    expect(tripTransitionRefusal(null, 'no_show')).toBeNull();
    expect(tripTransitionRefusal('at_pickup', 'no_show')).toBeNull();
    expect(tripTransitionRefusal('on_board', 'no_show')).toBe('already_on_board');
  });

  it('refuses going back and repeating a status', () => {
    expect(tripTransitionRefusal('on_board', 'at_pickup')).toBe('backwards');
    expect(tripTransitionRefusal('at_pickup', 'on_the_way')).toBe('backwards');
    expect(tripTransitionRefusal('on_the_way', 'on_the_way')).toBe('same');
  });

  it('offers the driver only the statuses that may follow', () => {
    const offered = (s: TripStatus | null) => nextTripStatuses(s);
    expect(offered(null)).toEqual(['on_the_way', 'at_pickup', 'on_board', 'no_show']);
    expect(offered('on_the_way')).toEqual(['at_pickup', 'on_board', 'no_show']);
    expect(offered('on_board')).toEqual(['completed']);
    expect(offered('completed')).toEqual([]);
    expect(offered('no_show')).toEqual([]);
  });
});
