// Debian's Chromium, as the e2e tests and the UI bench launch it: never a downloaded browser
// (CHROMIUM_PATH overrides the path), headless, and with nothing that reaches the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
