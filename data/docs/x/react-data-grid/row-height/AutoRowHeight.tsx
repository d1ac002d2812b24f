import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const comments = [
  'Looks good to me.',
  'The loading state flickers when the request resolves in under 100 ms. Could we delay the spinner a little so that fast responses do not flash it at all?',
  'Please add a test for the empty list case.',
  'I tried this on a slow 3G profile and the page stays blank for several seconds before anything appears. We should render the header and navigation first and stream the table afterwards. Happy to pair on this tomorrow if that helps.',
  'Approved once CI is green.',
  'Nit: rename this variable so it matches the rest of the module.',
];

const rows = comments.map((text, index) => ({
  id: index + 1,
  author: ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Eun-ji', 'Farah'][index],
  text,
}));

const columns: GridColDef[] = [
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'text', headerName: 'Comment', flex: 1, minWidth: 240 },
];

export default function AutoRowHeight() {
  const getRowHeight = React.useCallback(() => 'auto' as const, []);
  const getEstimatedRowHeight = React.useCallback(() => 80, []);

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // Give auto-height rows some breathing room; the default cell has no vertical padding.
        '& .MuiDataGrid-cell': { py: 1 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
      />
    </Box>
  );
}
