import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRowParams,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

// The toggle column's header: one button that opens or closes every panel
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const anyOpen = expandedIds.length > 0;

  return (
    <IconButton
      size="small"
      aria-label={anyOpen ? 'Close all panels' : 'Open all panels'}
      onClick={() =>
        apiRef.current.setExpandedDetailPanels(anyOpen ? [] : gridDataRowIdsSelector(apiRef))
      }
    >
      {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columnsWithHeader: GridColDef<Ticket>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ToggleAllHeader /> },
  ...ticketColumns,
];

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">{row.description}</Typography>
    </Box>
  );
}

export default function DetailPanelCustomHeader() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columnsWithHeader}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
