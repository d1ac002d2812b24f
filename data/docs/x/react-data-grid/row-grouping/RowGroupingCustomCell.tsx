import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  GridColDef,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { type Deal, deals } from './deals';

const columns: GridColDef<Deal>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

function GroupCell(props: GridRenderCellParams<Deal>) {
  const { rowNode, id } = props;
  const apiRef = useGridApiContext();

  if (rowNode.type !== 'group') {
    return <span style={{ paddingLeft: 40 }}>{props.row.customer}</span>;
  }

  const expanded = rowNode.childrenExpanded ?? false;
  const count = rowNode.children.length;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        aria-label={expanded ? 'Collapse group' : 'Expand group'}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !expanded);
        }}
      >
        {expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
      </IconButton>
      <strong>{String(rowNode.groupingKey)}</strong>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {count === 1 ? '1 deal' : `${count} deals`}
      </Box>
    </Box>
  );
}

export default function RowGroupingCustomCell() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{ rowGrouping: { model: ['owner'] } }}
        groupingColDef={{
          headerName: 'Owner',
          width: 260,
          renderCell: (params) => <GroupCell {...params} />,
        }}
        hideFooter
      />
    </Box>
  );
}
