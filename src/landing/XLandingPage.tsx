import * as React from 'react';
import { LandingPage } from './LandingPage';
import { ProductCards } from './ProductCards';
import { DemoGallery } from './DemoGallery';

/** Each product's package in the Community, Pro and Premium plans; null where a plan has none. */
const PACKAGES: [string, string, string | null, string | null][] = [
  ['Data Grid', '@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  ['Date and Time Pickers', '@mui/x-date-pickers', '@mui/x-date-pickers-pro', null],
  ['Charts', '@mui/x-charts', null, null],
  ['Tree View', '@mui/x-tree-view', null, null],
];

/** The /x/ landing: the four products, a live demo of each, and their plans at a glance. */
export default function XLandingPage() {
  return (
    <LandingPage
      className="landing-x"
      title="MUI X - Advanced React components"
      description="Start here for the MUI X 7.12.0 docs: Data Grid, Date and Time Pickers, Charts and Tree View, with the features of the Community, Pro and Premium plans."
      pathname="/x"
    >
      <h1>MUI X</h1>
      <p>
        MUI X extends Material UI with components for complex use cases. Every product has a free
        Community package under the MIT licence; Pro and Premium packages add advanced features
        under a commercial licence.
      </p>
      <ProductCards />
      <h2>See them work</h2>
      <p>
        Each demo below is the real 7.12.0 component, running in this page: try it, then follow the
        link to learn how it is built.
      </p>
      <DemoGallery />
      <h2>Packages at a glance</h2>
      <div className="landing-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Community (MIT)</th>
              <th scope="col">Pro</th>
              <th scope="col">Premium</th>
            </tr>
          </thead>
          <tbody>
            {PACKAGES.map(([product, ...packages]) => (
              <tr key={product}>
                <td>{product}</td>
                {packages.map((name, index) => (
                  <td key={index}>{name ? <code>{name}</code> : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingPage>
  );
}
