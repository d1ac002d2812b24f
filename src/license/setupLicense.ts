import { LicenseInfo } from '@mui/x-license';
import { config } from '@/src/config';

let done = false;

/** Registers the (placeholder) premium licence key once per page load; the key is never logged. */
export function setupLicense(): void {
  if (done) return;
  done = true;
  LicenseInfo.setLicenseKey(config.licenseKey);
}
