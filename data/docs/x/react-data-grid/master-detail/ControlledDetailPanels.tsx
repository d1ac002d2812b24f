import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  GridRowId,
  GridRowParams,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    title: 'Upgrade database',
    note: 'Plan a maintenance window on Sunday night; take a snapshot first.',
  },
  {
    id: 2,
    title: 'Rotate API keys',
    note: 'Notify partners two weeks before the old keys stop working.',
  },
  {
    id: 3,
    title: 'Audit access logs',
    note: 'Focus on admin accounts created in the last quarter.',
  },
  {
    id: 4,
    title: 'Renew certificates',
    note: 'The wildcard certificate expires at the end of the month.',
  },
];

function ToggleCell(props: GridRenderCellParams) {
  const { value: isExpanded } = props;
  return (
    <IconButton size="small" tabIndex={-1} aria-label={isExpanded ? 'Close' : 'Open'}>
      <ExpandMoreIcon
        fontSize="small"
        sx={{ transform: `rotateZ(${isExpanded ? 180 : 0}deg)`, transition: 'transform 150ms' }}
      />
    </IconButton>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  // Move the toggle column to the right and give it a custom icon.
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderCell: (params) => <ToggleCell {...params} /> },
];

const getDetailPanelContent = ({ row }: GridRowParams) => (
  <Typography variant="body2" sx={{ p: 2 }}>
    {row.note}
  </Typography>
);

export default function ControlledDetailPanels() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(rows.map((row) => row.id))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={() => 56}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={(ids) => setExpanded(ids)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
