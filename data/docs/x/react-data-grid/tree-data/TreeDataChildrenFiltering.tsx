import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridToolbarQuickFilter } from '@mui/x-data-grid-pro';
import { employeeColumns, employees, getTreeDataPath } from './employees';

function SearchToolbar() {
  return (
    <Box sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </Box>
  );
}

export default function TreeDataChildrenFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="disableChildrenFiltering"
      />
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={employees}
          columns={employeeColumns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Engineer'] } } }}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
