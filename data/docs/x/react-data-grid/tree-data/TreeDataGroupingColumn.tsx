import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  DataGridProProps,
  GridGroupNode,
  GridRenderCellParams,
  GridTreeDataGroupingCell,
} from '@mui/x-data-grid-pro';
import { employeeColumns, employees, getTreeDataPath, type Employee } from './employees';

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Employee',
  width: 280,
  hideDescendantCount: true,
  // The default cell, with three spacing units of indentation per level
  renderCell: (params) => (
    <GridTreeDataGroupingCell
      {...(params as GridRenderCellParams<Employee, unknown, unknown, GridGroupNode>)}
      offsetMultiplier={3}
    />
  ),
};

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        rows={employees}
        columns={employeeColumns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
