/** Debian's Chromium with the flags of the browser tests (a machine with no outside network). */
export const chromePath = process.env['CHROME_PATH'] || '/usr/bin/chromium';

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
