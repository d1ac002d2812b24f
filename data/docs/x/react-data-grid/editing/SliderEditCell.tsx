import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Milestone = { id: number; milestone: string; lead: string; progress: number };

const rows: Milestone[] = [
  { id: 1, milestone: 'Payment provider switch', lead: 'Olu', progress: 70 },
  { id: 2, milestone: 'Accessibility audit fixes', lead: 'Sara', progress: 35 },
  { id: 3, milestone: 'Mobile checkout redesign', lead: 'Jun', progress: 10 },
  { id: 4, milestone: 'Search relevance tuning', lead: 'Anika', progress: 90 },
];

function ProgressCell(props: GridRenderCellParams<Milestone, number>) {
  const value = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} />
      <Box component="span" sx={{ width: 36, textAlign: 'right' }}>{`${value}%`}</Box>
    </Box>
  );
}

function ProgressEditCell(props: GridRenderEditCellParams<Milestone, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: Event, newValue: number | number[]) => {
    // Debounced: the edit state is updated once the thumb rests for 150 ms.
    apiRef.current.setEditCellValue(
      { id, field, value: newValue as number, debounceMs: 150 },
      event,
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', height: '100%', px: 2 }}>
      <Slider
        size="small"
        defaultValue={value ?? 0}
        step={5}
        min={0}
        max={100}
        valueLabelDisplay="auto"
        onChange={handleChange}
        aria-label="Progress"
      />
    </Box>
  );
}

const columns: GridColDef<Milestone>[] = [
  { field: 'milestone', headerName: 'Milestone', flex: 1, minWidth: 200 },
  { field: 'lead', headerName: 'Lead', width: 90 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    editable: true,
    renderCell: (params) => <ProgressCell {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function SliderEditCell() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
