import * as React from 'react';
import { PageHead } from '@/src/layout/PageHead';
import { Footer } from '@/src/layout/Footer';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { ProductCards } from './ProductCards';
import { DemoGallery } from './DemoGallery';

/** The /x/ landing: the four products, a live demo of each, and their plans at a glance. */
export default function XLandingPage() {
  const language = useUserLanguage();
  return (
    <main className="landing-x">
      <PageHead
        title="MUI X - Advanced React components"
        description="Start here for the MUI X 7.12.0 docs: Data Grid, Date and Time Pickers, Charts and Tree View, with the features of the Community, Pro and Premium plans."
        pathname="/x"
        language={language}
      />
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
            <tr>
              <td>Data Grid</td>
              <td>
                <code>@mui/x-data-grid</code>
              </td>
              <td>
                <code>@mui/x-data-grid-pro</code>
              </td>
              <td>
                <code>@mui/x-data-grid-premium</code>
              </td>
            </tr>
            <tr>
              <td>Date and Time Pickers</td>
              <td>
                <code>@mui/x-date-pickers</code>
              </td>
              <td>
                <code>@mui/x-date-pickers-pro</code>
              </td>
              <td>—</td>
            </tr>
            <tr>
              <td>Charts</td>
              <td>
                <code>@mui/x-charts</code>
              </td>
              <td>—</td>
              <td>—</td>
            </tr>
            <tr>
              <td>Tree View</td>
              <td>
                <code>@mui/x-tree-view</code>
              </td>
              <td>—</td>
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Footer />
    </main>
  );
}
