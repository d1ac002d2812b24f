import * as React from 'react';
import Head from 'next/head';
import { ogImageTags } from '@/src/og/ogImageTags';
import { GENERIC_OG_IMAGE } from '@/src/og/ogImage';
import dynamic from 'next/dynamic';
import { MuiIsland } from '@/src/theme/MuiIsland';

const Button = dynamic(() => import('@mui/material/Button'), { ssr: false });

/** A bare page for trying components without the docs layout. */
export default function Playground() {
  return (
    <main style={{ padding: 32 }}>
      <Head>
        <title>Playground - MUI X</title>
        <meta
          name="description"
          content="A bare page for trying MUI components outside the documentation layout."
        />
        <meta name="robots" content="noindex" />
        {ogImageTags(GENERIC_OG_IMAGE, 'MUI X documentation')}
      </Head>
      <h1>Playground</h1>
      <p>This page renders without the documentation layout, for trying components in isolation.</p>
      <MuiIsland>
        <Button variant="contained">A Material UI button</Button>
      </MuiIsland>
    </main>
  );
}
