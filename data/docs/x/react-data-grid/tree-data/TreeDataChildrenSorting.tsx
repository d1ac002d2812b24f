import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeColumns, employees, getTreeDataPath } from './employees';

export default function TreeDataChildrenSorting() {
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
        label="disableChildrenSorting"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPro
          treeData
          rows={employees}
          columns={employeeColumns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          initialState={{ sorting: { sortModel: [{ field: 'startYear', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
