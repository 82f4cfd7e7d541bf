import type { Language } from '@spool/contracts';

/** What a PDF report needs besides its data. */
export type PdfOptions = {
  /** The report's language: its texts, number separators and, for Arabic, right to left. */
  readonly language: Language;
  /** The server translator's texts in that language (`reports.*` keys). */
  readonly texts: (key: string, params?: Record<string, string | number>) => string;
  /** Printed on every page as the date printed (en-GB, dd/mm/yyyy). */
  readonly printedAt: Date;
  /** The tenant's currency (system configuration), used when the cost file names none. */
  readonly currency: string;
  readonly tenantName: string;
  /** The style's picture, drawn on the first page beside the style's details; none when absent. */
  readonly picture?: ReportPicture;
  /** The style's stage and version as the details print it; none in a preview. */
  readonly stage?: string;
  /** IANA time zone of the date printed; UTC unless given. */
  readonly timeZone?: string;
};

/** A style's picture as a report draws it: its bytes (PNG or JPEG) and size in pixels. */
export type ReportPicture = {
  readonly contentType: 'image/png' | 'image/jpeg';
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
};
