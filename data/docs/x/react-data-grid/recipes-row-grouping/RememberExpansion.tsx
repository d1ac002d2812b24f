import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridEventListener,
  GridGroupNode,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'role', headerName: 'Role', width: 140 },
];

const rows = [
  { id: 1, name: 'Ada', team: 'Platform', role: 'Engineer' },
  { id: 2, name: 'Bo', team: 'Platform', role: 'Engineer' },
  { id: 3, name: 'Cy', team: 'Platform', role: 'Manager' },
  { id: 4, name: 'Di', team: 'Mobile', role: 'Engineer' },
  { id: 5, name: 'Ed', team: 'Mobile', role: 'Designer' },
  { id: 6, name: 'Fay', team: 'Growth', role: 'Analyst' },
  { id: 7, name: 'Gus', team: 'Growth', role: 'Engineer' },
  { id: 8, name: 'Hal', team: 'Growth', role: 'Manager' },
];

export default function RememberExpansion() {
  const apiRef = useGridApiRef();
  const [byRole, setByRole] = React.useState(false);
  // Ids of group rows are built from their grouping fields and keys,
  // so the same group keeps the same id when the tree is rebuilt.
  const expanded = React.useRef(new Set<GridRowId>());
  const groupingModel = React.useMemo(() => (byRole ? ['team', 'role'] : ['team']), [byRole]);

  const handleExpansionChange = React.useCallback<GridEventListener<'rowExpansionChange'>>(
    (node) => {
      if (node.childrenExpanded) {
        expanded.current.add(node.id);
      } else {
        expanded.current.delete(node.id);
      }
    },
    [],
  );

  React.useEffect(() => {
    return apiRef.current.subscribeEvent('rowExpansionChange', handleExpansionChange);
  }, [apiRef, handleExpansionChange]);

  const isGroupExpandedByDefault = React.useCallback<
    NonNullable<DataGridPremiumProps['isGroupExpandedByDefault']>
  >((node: GridGroupNode) => expanded.current.has(node.id), []);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={byRole} onChange={(event) => setByRole(event.target.checked)} />}
        label="Also group by role"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowGroupingModel={groupingModel}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Box>
  );
}
