import * as React from 'react';
import { config } from '@/src/config';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './ogImage';

/**
 * The link preview image tags (Open Graph and Twitter card) for an image of the export, given by
 * its URL path; returns an array so it can sit directly inside `next/head`.
 */
export function ogImageTags(imagePath: string, alt: string): React.ReactElement[] {
  const src = `${config.siteOrigin}${imagePath}`;
  return [
    <meta key="og:image" property="og:image" content={src} />,
    <meta key="og:image:type" property="og:image:type" content="image/png" />,
    <meta key="og:image:width" property="og:image:width" content={String(OG_IMAGE_WIDTH)} />,
    <meta key="og:image:height" property="og:image:height" content={String(OG_IMAGE_HEIGHT)} />,
    <meta key="og:image:alt" property="og:image:alt" content={alt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={src} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={alt} />,
  ];
}
