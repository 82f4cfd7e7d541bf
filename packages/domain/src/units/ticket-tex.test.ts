import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { texToTicket, ticketToTex } from './ticket-tex.js';

describe('ticket and tex', () => {
  it.each([
    [150, 20],
    [120, 25],
    [100, 30],
    [80, 37.5],
    [75, 40],
    [60, 50],
    [40, 75],
    [30, 100],
    [20, 150],
  ])('metric ticket %d is tex %d (ticket = 3000 / tex)', (ticket, tex) => {
    expect(ticketToTex(ticket)).toBeCloseTo(tex, 12);
    expect(texToTicket(tex)).toBeCloseTo(ticket, 12);
  });

  it('round-trips tex through the ticket exactly to 1e-12', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), (tex) => {
        expect(Math.abs(ticketToTex(texToTicket(tex)) - tex)).toBeLessThanOrEqual(1e-12 * tex);
      }),
    );
  });
});
