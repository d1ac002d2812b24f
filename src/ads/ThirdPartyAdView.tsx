import * as React from 'react';
import { AdDisplay } from './AdDisplay';
import { impressionPixels } from './rules';
import type { ThirdPartyAd } from './types';

/** A third-party ad with its impression pixels; all values are text or checked https URLs. */
export function ThirdPartyAdView({ ad }: { ad: ThirdPartyAd }) {
  return (
    <>
      {impressionPixels(ad).map((src, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- tracking pixel, never displayed
        <img key={index} src={src} alt="" width={1} height={1} style={{ display: 'none' }} />
      ))}
      <AdDisplay
        href={ad.statlink}
        image={ad.image}
        name={ad.company}
        description={ad.description}
        poweredBy="Carbon"
      />
    </>
  );
}
