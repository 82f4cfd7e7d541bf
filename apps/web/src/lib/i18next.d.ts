import type { en } from '@spool/contracts';

/** Translation keys are checked at compile time against the English catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: typeof en;
  }
}
