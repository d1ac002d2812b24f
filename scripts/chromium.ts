// The browser every headless run of this project uses (browser tests, bench, screenshots): Debian's
// Chromium, since test tools cannot download browsers here, started for a closed network.

/** Where Chromium is (`CHROMIUM_PATH` overrides Debian's place). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network (no background requests) and a root user (no sandbox). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
