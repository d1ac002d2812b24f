import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID (locked)', width: 110, disableReorder: true },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, pages: 387 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 204 },
];

export default function ColumnReorderEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    setLog((prev) =>
      [
        `${params.column.field}: position ${params.oldIndex} → ${params.targetIndex}`,
        ...prev,
      ].slice(0, 3),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleOrderChange}
          hideFooter
        />
      </Box>
      <Box sx={{ mt: 1, minHeight: 72 }}>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Drag a column header to move it.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${entry}-${index}`} variant="body2" fontFamily="monospace">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
