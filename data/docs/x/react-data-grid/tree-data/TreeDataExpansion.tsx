import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridGroupNode } from '@mui/x-data-grid-pro';
import { employeeColumns, employees, getTreeDataPath } from './employees';

// Open the chief executive and the engineering team, keep the other teams closed
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'Helena Brandt' || node.groupingKey === 'Omar Haddad';

export default function TreeDataExpansion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={employees}
        columns={employeeColumns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        hideFooter
      />
    </Box>
  );
}
