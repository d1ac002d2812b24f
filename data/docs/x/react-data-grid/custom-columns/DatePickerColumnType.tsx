import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterModel,
  GridRenderEditCellParams,
  getGridDateOperators,
  useGridApiContext,
} from '@mui/x-data-grid';

type Booking = { id: number; guest: string; room: string; checkIn: Date; checkOut: Date };

// Editor: a date field typed segment by segment (day, month, year).
function DateEditCell(props: GridRenderEditCellParams<Booking, Date, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    <DateField
      value={value ? dayjs(value) : null}
      onChange={(newValue) =>
        apiRef.current.setEditCellValue({
          id,
          field,
          value: newValue && newValue.isValid() ? newValue.toDate() : null,
        })
      }
      inputRef={inputRef}
      format="MMM D, YYYY"
      size="small"
      fullWidth
      sx={{ px: 1 }}
    />
  );
}

// Filter input: a date picker in the filter panel.
function DateFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  return (
    <DatePicker
      label="Value"
      value={item.value ? dayjs(item.value as string) : null}
      // the built-in date operators expect a "YYYY-MM-DD" string
      onChange={(newValue) =>
        applyValue({
          ...item,
          value: newValue && newValue.isValid() ? newValue.format('YYYY-MM-DD') : undefined,
        })
      }
      slotProps={{ textField: { variant: 'standard', size: 'small' } }}
      sx={{ mt: 'auto', width: 170 }}
    />
  );
}

const pickerDateColumnType: GridColTypeDef<Date, string> = {
  type: 'date',
  width: 150,
  valueFormatter: (value: Date | null) => (value ? dayjs(value).format('MMM D, YYYY') : ''),
  renderEditCell: (params) => <DateEditCell {...params} />,
  // keep the built-in operators ("is", "is after"…), swap their input
  filterOperators: getGridDateOperators(false).map((operator) => ({
    ...operator,
    InputComponent: operator.InputComponent ? DateFilterInput : undefined,
  })),
};

const initialRows: Booking[] = [
  {
    id: 1,
    guest: 'Amara Okafor',
    room: '204 (double)',
    checkIn: new Date(2024, 6, 3),
    checkOut: new Date(2024, 6, 7),
  },
  {
    id: 2,
    guest: 'Lukas Novák',
    room: '118 (single)',
    checkIn: new Date(2024, 6, 5),
    checkOut: new Date(2024, 6, 6),
  },
  {
    id: 3,
    guest: 'Isabel Ferreira',
    room: '310 (suite)',
    checkIn: new Date(2024, 6, 9),
    checkOut: new Date(2024, 6, 14),
  },
  {
    id: 4,
    guest: 'Yuto Takahashi',
    room: '207 (double)',
    checkIn: new Date(2024, 6, 12),
    checkOut: new Date(2024, 6, 15),
  },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'checkIn', headerName: 'Check-in', editable: true, ...pickerDateColumnType },
  { field: 'checkOut', headerName: 'Check-out', editable: true, ...pickerDateColumnType },
];

export default function DatePickerColumnType() {
  const [rows, setRows] = React.useState<Booking[]>(initialRows);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'checkIn', operator: 'onOrAfter', value: '2024-07-05' }],
  });

  const processRowUpdate = React.useCallback((newRow: Booking) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 320 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            filterModel={filterModel}
            onFilterModelChange={setFilterModel}
            processRowUpdate={processRowUpdate}
            hideFooter
          />
        </Box>
        <Typography variant="caption" component="pre" sx={{ mt: 1, mb: 0 }}>
          filterModel.items: {JSON.stringify(filterModel.items)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
