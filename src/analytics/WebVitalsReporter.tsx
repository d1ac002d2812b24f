import { useReportWebVitals } from 'next/web-vitals';
import { sendEvent } from './gtag';
import { webVitalEvent, type VitalMetric } from './webVitals';

// Stable on purpose: `useReportWebVitals` registers its callback again whenever it changes.
function reportVital(metric: VitalMetric) {
  const { name, params } = webVitalEvent(metric);
  sendEvent(name, params);
}

/**
 * Mounted only in sampled sessions, so the metrics library observes nothing otherwise; it is a
 * chunk of its own so the other 99.99% of sessions never download it.
 */
export default function WebVitalsReporter() {
  useReportWebVitals(reportVital);
  return null;
}
