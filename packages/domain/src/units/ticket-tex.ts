/**
 * Metric ticket x tex = 3000: metric ticket = 3 x resultant Nm = 3000 / tex
 * (CONSUMPTION.md section 5; Coats Bulletin 05 "Thread Numbering").
 */
export const metricTicketTimesTex = 3000;

/** How threads are labelled in a custom setting and its reports: by ticket or by tex. */
export type TicketMode = 'tkt' | 'tex';

/** The ticket mode of a stored or sent "Tkt" or "Tex": "Tex" is tex, anything else tkt. */
export function ticketModeFromCode(code: string): TicketMode {
  return code === 'Tex' ? 'tex' : 'tkt';
}

/** Metric ticket number of a thread of the given tex (g per 1000 m): 3000 / tex. */
export function texToTicket(tex: number): number {
  return metricTicketTimesTex / tex;
}

/** Tex (g per 1000 m) of a thread of the given metric ticket number: 3000 / ticket. */
export function ticketToTex(ticket: number): number {
  return metricTicketTimesTex / ticket;
}
