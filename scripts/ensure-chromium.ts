// Installs Debian's chromium when it is missing: test tools cannot download their own browsers here.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

const executable = CHROMIUM_PATH;
if (!fs.existsSync(executable)) {
  console.log(`${executable} is missing: installing Debian's chromium package...`);
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`,
    { stdio: 'inherit' },
  );
  if (!fs.existsSync(executable)) {
    console.error(`chromium is still missing at ${executable}`);
    process.exit(1);
  }
}
