/** A language's catalogue, alone in its chunk (build-tools/language-catalogues.ts). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@spool/contracts';

  const catalogue: Messages;
  export default catalogue;
}
