import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="caption">Default (siblingCount 1, boundaryCount 1)</Typography>
        <Pagination count={20} defaultPage={10} />
      </div>
      <div>
        <Typography variant="caption">siblingCount 0</Typography>
        <Pagination count={20} defaultPage={10} siblingCount={0} />
      </div>
      <div>
        <Typography variant="caption">boundaryCount 2</Typography>
        <Pagination count={20} defaultPage={10} boundaryCount={2} />
      </div>
    </Stack>
  );
}
