import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const stations = ['Aarhus', 'Bergen', 'Cork', 'Dundee', 'Esbjerg', 'Faro', 'Galway', 'Haugesund'];

const readings = stations.flatMap((station, stationIndex) =>
  [0, 1, 2].map((hour) => ({
    id: stationIndex * 3 + hour + 1,
    station,
    time: `0${6 + hour * 3}:00`,
    wind: ((stationIndex * 7 + hour * 5) % 30) + 4,
  })),
);

function fetchReadings(params: GridGetRowsParams, failing: boolean): Promise<GridGetRowsResponse> {
  const { page, pageSize } = params.paginationModel;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (failing) {
        reject(new Error('503 Service Unavailable'));
        return;
      }
      resolve({
        rows: readings.slice(page * pageSize, (page + 1) * pageSize),
        rowCount: readings.length,
      });
    }, 500);
  });
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // A ref, so that toggling the switch does not create a new data source (which would refetch).
  const failingRef = React.useRef(false);
  const toggleFailing = (event: React.ChangeEvent<HTMLInputElement>) => {
    failingRef.current = event.target.checked;
    setFailing(event.target.checked);
  };

  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => fetchReadings(params, failingRef.current) }),
    [],
  );

  const retry = () => {
    setError(null);
    // Failed requests are not cached: fetchRows goes back to the server.
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={toggleFailing} />}
        label="Server is down (then change page or sort)"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(fetchError, params) =>
            setError(
              `Page ${params.paginationModel.page + 1} could not be loaded: ${fetchError.message}`,
            )
          }
          pagination
          pageSizeOptions={[6]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 6 } } }}
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
